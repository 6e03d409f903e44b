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

/**
 * Address forms (issue 16): once six valid digits are typed, the pincode's city and state are
 * filled in (still editable). `fill` runs once per newly typed pincode, never for the pincode
 * the form opened with, so editing an address does not overwrite what the shopper saved.
 * Answers the place found, or the message for an unknown pincode.
 */
export function usePincodeAutofill(pincode: string, fill: (place: PincodeInfo) => void) {
  const t = useT(accountMessages);
  const opened = useRef(pincode);
  const filled = useRef<string | null>(null);
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
  useEffect(() => {
    fillRef.current = fill;
  });
  useEffect(() => {
    if (!place || place.pincode === opened.current || filled.current === place.pincode) return;
    filled.current = place.pincode;
    fillRef.current(place);
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
