import { readString, STORAGE_KEYS, writeString } from '@/lib/storage';

const PINCODE = /^[1-9]\d{5}$/;

/** The pincode last checked on a product page in this browser (issue 16), if any. */
export function rememberedPincode(): string | null {
  const value = readString(STORAGE_KEYS.deliveryPincode);
  return value && PINCODE.test(value) ? value : null;
}

export function rememberPincode(pincode: string): void {
  writeString(STORAGE_KEYS.deliveryPincode, pincode);
}
