import { randomBytes } from 'node:crypto';

let lastSeconds = 0;
let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * 24 hex characters: 4 bytes of seconds, 5 random bytes, a 3-byte counter (the shape of a
 * MongoDB ObjectId). Ids sort by creation time and their last 8 characters - the order number
 * shoppers see - vary between orders placed in the same second.
 */
export function newId(now: number = Date.now()): string {
  const seconds = Math.floor(now / 1000);
  if (seconds !== lastSeconds) lastSeconds = seconds;
  counter = (counter + 1) % 0x1000000;
  const buf = Buffer.alloc(12);
  buf.writeUInt32BE(seconds >>> 0, 0);
  randomBytes(5).copy(buf, 4);
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString('hex');
}
