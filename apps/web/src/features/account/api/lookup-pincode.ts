import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { gstStateName, type PincodeInfo } from '@shop/contracts';
import { api, isApiError } from '@/lib/api-client';
import { useLanguage, useT } from '@/lib/i18n';
import { accountMessages } from '../account.messages';
import { stateLabel } from '../indian-states';

const PINCODE = /^[1-9]\d{5}$/;

/** GET /pincodes/:pincode: the directory's city (district) and state (issue 16). */
function lookUpPincode(pincode: string, signal?: AbortSignal): Promise<PincodeInfo> {
  return api.get<PincodeInfo>(`/pincodes/${pincode}`, { signal });
}

/** The address fields a pincode can fill. */
export interface PlaceFields {
  city: string;
  state: string;
}

/**
 * Which of city and state a found place fills: only a blank one, or one still holding what an
 * earlier pincode filled in. What the shopper typed or picked stays (a typed 'Bengaluru' is not
 * replaced by the district 'Bengaluru Urban').
 */
export function placeFieldsToFill(
  place: PlaceFields,
  current: PlaceFields,
  autofilled: Partial<PlaceFields>,
): Partial<PlaceFields> {
  const fields: Partial<PlaceFields> = {};
  for (const name of ['city', 'state'] as const) {
    const now = current[name].trim();
    if (now === '' || now === autofilled[name]) fields[name] = place[name];
  }
  return fields;
}

/**
 * Whether the chosen state is not one the pincode is in: the server refuses such an address
 * (the state decides the invoice's GST), so the form says so at once. A border pincode is in
 * two states (`otherStates`); states are compared as GST spells them ("tamil nadu").
 */
export function stateDisagrees(place: PincodeInfo | undefined, state: string): boolean {
  if (!place || state.trim() === '') return false;
  const named = gstStateName(state) ?? state.trim();
  // A browser may hold a day-old answer from before otherStates was added.
  const others: readonly string[] | undefined = place.otherStates;
  return named !== place.state && !(others ?? []).includes(named);
}

/**
 * Address forms (issue 16): once six valid digits are typed, the pincode's city and state fill
 * the fields the shopper left blank, or that still hold what came with an earlier pincode - the
 * saved address's own, when editing (see placeFieldsToFill; still editable). `fill` runs once
 * per newly typed pincode, never for the pincode the form opened with, so opening an address
 * does not overwrite what the shopper saved. Answers the place found, the message for an unknown
 * pincode, and the message for a state the pincode is not in.
 */
export function usePincodeAutofill(
  pincode: string,
  current: PlaceFields,
  fill: (fields: Partial<PlaceFields>) => void,
) {
  const t = useT(accountMessages);
  const language = useLanguage();
  const opened = useRef(pincode);
  const filled = useRef<string | null>(null);
  // An address opened for editing: its city and state came with its pincode, so a new pincode
  // replaces them unless the shopper changes them here (Delhi's 110003 changed to Mumbai's
  // 400001 takes Mumbai, Maharashtra, not a refusal for keeping Delhi).
  const autofilled = useRef<Partial<PlaceFields>>(
    PINCODE.test(pincode) ? { city: current.city.trim(), state: current.state.trim() } : {},
  );
  const valid = PINCODE.test(pincode);
  const query = useQuery({
    queryKey: ['pincodes', pincode],
    queryFn: ({ signal }) => lookUpPincode(pincode, signal),
    enabled: valid,
    staleTime: Infinity,
    retry: false,
  });
  const place = valid ? query.data : undefined;
  const fillRef = useRef(fill);
  const currentRef = useRef(current);
  useEffect(() => {
    fillRef.current = fill;
    currentRef.current = current;
  });
  useEffect(() => {
    if (!place || place.pincode === opened.current || filled.current === place.pincode) return;
    filled.current = place.pincode;
    const fields = placeFieldsToFill(place, currentRef.current, autofilled.current);
    autofilled.current = { ...autofilled.current, ...fields };
    if (Object.keys(fields).length > 0) fillRef.current(fields);
  }, [place]);

  // Not in the directory (404): the server refuses to keep such an address (decision 052).
  const missing = valid && query.isError && isApiError(query.error) && query.error.status === 404;
  const unknown =
    valid && query.isError ? (missing ? query.error.message : t('pincodeLookupFailed')) : undefined;
  const wrongState =
    place && stateDisagrees(place, current.state)
      ? t('pincodeInOtherState', {
          pincode: place.pincode,
          state: stateLabel(place.state, language),
          other: stateLabel(gstStateName(current.state) ?? current.state, language),
        })
      : undefined;
  return { place, unknown, missing, wrongState };
}

/** The line under a pincode field: where it is, once known. */
export const placeHint = (place: PincodeInfo | undefined) =>
  place
    ? [place.office === place.city ? null : place.office, place.city, place.state]
        .filter(Boolean)
        .join(', ')
    : undefined;
