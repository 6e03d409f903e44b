/**
 * What a pincode field keeps of what was typed or pasted: its digits, at most six. The digits
 * are taken before the length is cut, so "110 001" pasted is 110001: the field has no
 * `maxLength`, which the browser applies to the pasted text first ("110 00" -> 11000).
 */
export const pincodeDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);
