import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PincodeInfo } from '@shop/contracts';
import { api, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { accountMessages } from '../account.messages';

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
 * Address forms (issue 16): once six valid digits are typed, the pincode's city and state fill
 * the fields the shopper left blank (see placeFieldsToFill; still editable). `fill` runs once per
 * newly typed pincode, never for the pincode the form opened with, so editing an address does
 * not overwrite what the shopper saved. Answers the place found, or the message for an unknown
 * pincode.
 */
export function usePincodeAutofill(
  pincode: string,
  current: PlaceFields,
  fill: (fields: Partial<PlaceFields>) => void,
) {
  const t = useT(accountMessages);
  const opened = useRef(pincode);
  const filled = useRef<string | null>(null);
  const autofilled = useRef<Partial<PlaceFields>>({});
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

  const unknown =
    valid && query.isError
      ? isApiError(query.error) && query.error.status === 404
        ? query.error.message
        : t('pincodeLookupFailed')
      : undefined;
  return { place, unknown };
}

/** The line under a pincode field: where it is, once known. */
export const placeHint = (place: PincodeInfo | undefined) =>
  place
    ? [place.office === place.city ? null : place.office, place.city, place.state]
        .filter(Boolean)
        .join(', ')
    : undefined;
