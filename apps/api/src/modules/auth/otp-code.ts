import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A uniformly random code of `length` digits, leading zeros allowed (design.md, Sign-in). */
export function generateOtp(length: number): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

/**
 * Codes are stored only as an HMAC bound to their challenge and phone: a database leak without
 * the key gives nothing to try, and a code cannot be replayed for another number.
 */
export function hashOtp(secret: Buffer, challengeId: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${phone}:${code}`).digest('hex');
}

/** Constant-time comparison of a typed code with the stored HMAC. */
export function otpMatches(
  secret: Buffer,
  challenge: { id: string; phone: string; codeHash: string },
  code: string,
): boolean {
  const expected = Buffer.from(challenge.codeHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, challenge.id, challenge.phone, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
