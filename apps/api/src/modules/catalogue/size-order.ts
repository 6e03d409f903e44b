/** Sizes in the order a shopper reads them: XS..XXXL, then numbers (waist 28..40, UK 6..11, kids 2-3Y..). */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '3XL', '4XL'];
const NAMED_SIZES = ['Single', 'Double', 'Queen', 'King', 'Free Size'];

function sizeRank(size: string): [number, number, string] {
  const upper = size.toUpperCase();
  const letter = LETTER_SIZES.indexOf(upper);
  if (letter >= 0) return [0, letter, size];
  const number = /(\d+(\.\d+)?)/.exec(size);
  if (number) return [1, Number(number[1]), size];
  const named = NAMED_SIZES.indexOf(size);
  if (named >= 0) return [2, named, size];
  return [3, 0, size];
}

export function compareSizes(a: string, b: string): number {
  const [ga, ra, sa] = sizeRank(a);
  const [gb, rb, sb] = sizeRank(b);
  return ga - gb || ra - rb || sa.localeCompare(sb);
}
