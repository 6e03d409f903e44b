import { describe, expect, it } from 'vitest';
import { buildProduct, buildVariant } from '@/test/catalogue-factory';
import {
  canAddToCart,
  galleryImages,
  initialSelection,
  selectColour,
  selectImage,
  selectSize,
  showsColourChoice,
  showsSizeChoice,
  sizeChoices,
} from './variant-selection';

const navyM = buildVariant({ color: 'Navy Blue', size: 'M', stock: 4 });
const navyL = buildVariant({ color: 'Navy Blue', size: 'L', stock: 0 });
const navyXL = buildVariant({ color: 'Navy Blue', size: 'XL', stock: 2 });
const maroonL = buildVariant({
  color: 'Maroon',
  colorCode: '#800000',
  size: 'L',
  stock: 6,
  images: ['/uploads/maroon-front.svg', '/uploads/maroon-back.svg'],
});
const maroonM = buildVariant({ color: 'Maroon', colorCode: '#800000', size: 'M', stock: 1 });
const kurta = buildProduct({ variants: [navyM, navyL, navyXL, maroonL, maroonM] });

describe('product detail selection (spec §4)', () => {
  it('selects the first variant and its size by default', () => {
    expect(initialSelection(kurta)).toEqual({
      variantId: navyM._id,
      color: 'Navy Blue',
      size: 'M',
      imageIndex: 0,
    });
  });

  it('skips sold-out sizes and colours: the first in-stock variant of the first colour with one', () => {
    const redS = buildVariant({ color: 'Red', size: 'S', stock: 0 });
    const blueS = buildVariant({ color: 'Blue', size: 'S', stock: 5 });
    const redM = buildVariant({ color: 'Red', size: 'M', stock: 0 });
    const blueM = buildVariant({ color: 'Blue', size: 'M', stock: 2 });
    const greenL = buildVariant({ color: 'Green', size: 'L', stock: 9 });
    const shirt = buildProduct({ variants: [redS, redM, blueS, blueM, greenL] });
    expect(initialSelection(shirt)).toEqual({
      variantId: blueS._id,
      color: 'Blue',
      size: 'S',
      imageIndex: 0,
    });
  });

  it("takes the first colour's in-stock size even when another colour's variant comes first", () => {
    const redS = buildVariant({ color: 'Red', size: 'S', stock: 0 });
    const blueS = buildVariant({ color: 'Blue', size: 'S', stock: 5 });
    const redM = buildVariant({ color: 'Red', size: 'M', stock: 3 });
    const shirt = buildProduct({ variants: [redS, blueS, redM] });
    expect(initialSelection(shirt).variantId).toBe(redM._id);
  });

  it('shows the first variant when nothing is in stock', () => {
    const first = buildVariant({ size: '28', stock: 0 });
    const soldOut = buildProduct({ variants: [first, buildVariant({ size: '30', stock: 0 })] });
    expect(initialSelection(soldOut).variantId).toBe(first._id);
    expect(canAddToCart(soldOut, initialSelection(soldOut), false)).toBe(false);
  });

  it("picks the colour's first in-stock variant and its size, and goes back to the first image", () => {
    const onThirdImage = selectImage(initialSelection(kurta), 2);
    const next = selectColour(kurta, onThirdImage, 'Maroon');
    expect(next).toEqual({ variantId: maroonL._id, color: 'Maroon', size: 'L', imageIndex: 0 });
    expect(galleryImages(kurta, next)).toEqual(maroonL.images);
  });

  it('picks the variant of the current colour with the chosen size', () => {
    const next = selectSize(kurta, initialSelection(kurta), 'XL');
    expect(next.variantId).toBe(navyXL._id);
    expect(next.size).toBe('XL');
    expect(next.color).toBe('Navy Blue');

    const maroon = selectColour(kurta, next, 'Maroon');
    expect(selectSize(kurta, maroon, 'M').variantId).toBe(maroonM._id);
  });

  it('refuses a size that is out of stock', () => {
    const start = initialSelection(kurta);
    expect(selectSize(kurta, start, 'L')).toBe(start);
    expect(sizeChoices(kurta, 'Navy Blue')).toEqual([
      { size: 'M', variantId: navyM._id, inStock: true },
      { size: 'L', variantId: navyL._id, inStock: false },
      { size: 'XL', variantId: navyXL._id, inStock: true },
    ]);
  });

  it('refuses a size the current colour does not come in', () => {
    const maroon = selectColour(kurta, initialSelection(kurta), 'Maroon');
    expect(selectSize(kurta, maroon, 'XL')).toBe(maroon);
  });
});

describe('add to cart availability (spec §4)', () => {
  it('is enabled with an in-stock variant and a size', () => {
    expect(canAddToCart(kurta, initialSelection(kurta), false)).toBe(true);
  });

  it('is disabled while adding', () => {
    expect(canAddToCart(kurta, initialSelection(kurta), true)).toBe(false);
  });

  it('is disabled when no variant or size is chosen', () => {
    const start = initialSelection(kurta);
    expect(canAddToCart(kurta, { ...start, variantId: null }, false)).toBe(false);
    expect(canAddToCart(kurta, { ...start, size: null }, false)).toBe(false);
    expect(
      canAddToCart(
        buildProduct({ variants: [] }),
        initialSelection(buildProduct({ variants: [] })),
        false,
      ),
    ).toBe(false);
  });

  it("is disabled when the chosen variant's stock is 0", () => {
    const soldOut = buildProduct({ variants: [buildVariant({ stock: 0 })] });
    expect(canAddToCart(soldOut, initialSelection(soldOut), false)).toBe(false);
  });
});

describe('which choices show (spec §2)', () => {
  it("hides the colour swatches when the only colour is 'Default'", () => {
    const serum = buildProduct({
      variants: [buildVariant({ color: 'Default', size: 'Free Size' })],
    });
    expect(showsColourChoice(serum)).toBe(false);
    expect(showsColourChoice(kurta)).toBe(true);
  });

  it('shows colour and size only when displayFilters is empty or names them', () => {
    const sizeOnly = buildProduct({ variants: kurta.variants, displayFilters: ['Size'] });
    expect(showsColourChoice(sizeOnly)).toBe(false);
    expect(showsSizeChoice(sizeOnly)).toBe(true);

    const colourOnly = buildProduct({ variants: kurta.variants, displayFilters: ['Color Family'] });
    expect(showsColourChoice(colourOnly)).toBe(true);
    expect(showsSizeChoice(colourOnly)).toBe(false);
  });
});
