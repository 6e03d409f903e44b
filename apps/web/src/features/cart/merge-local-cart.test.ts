import { describe, expect, it } from 'vitest';
import { planCartMerge, productsToLookUp, type ServerCartLine } from './merge-local-cart';

const local = (productId: string, variantId: string, size: string, quantity: number) => ({
  productId,
  variantId,
  size,
  quantity,
});
const held = (
  variantId: string,
  size: string,
  quantity: number,
  stock: number,
): ServerCartLine => ({
  product: 'p1',
  variantId,
  size,
  quantity,
  stock,
});

describe('planning the sign-in cart merge (spec §4 Login)', () => {
  it('adds each valid local line as it is', () => {
    const steps = planCartMerge([local('p1', 'v1', 'M', 2), local('p2', 'v9', 'L', 1)], []);
    expect(steps.map((step) => step.body)).toEqual([
      { product: 'p1', variantId: 'v1', size: 'M', quantity: 2 },
      { product: 'p2', variantId: 'v9', size: 'L', quantity: 1 },
    ]);
  });

  it('skips invalid lines (spec §5: product, variant, size and a numeric quantity)', () => {
    const steps = planCartMerge(
      [
        { variantId: 'v1', size: 'M', quantity: 1 },
        { productId: 'p1', size: 'M', quantity: 1 },
        { productId: 'p1', variantId: 'v1', quantity: 1 },
        { productId: 'p1', variantId: 'v1', size: 'M', quantity: '2' },
        { productId: 'p1', variantId: 'v1', size: 'M', quantity: 0 },
        { productId: 'p1', variantId: '', size: 'M', quantity: 1 },
        null,
        local('p3', 'v3', 'S', 1),
      ],
      [],
    );
    expect(steps.map((step) => step.body.product)).toEqual(['p3']);
  });

  it('reads the product id from a product object kept by older writers', () => {
    const steps = planCartMerge(
      [{ product: { _id: 'p7' }, variantId: 'v7', size: 'XL', quantity: 1 }],
      [],
    );
    expect(steps[0]?.body).toEqual({ product: 'p7', variantId: 'v7', size: 'XL', quantity: 1 });
  });

  it('sends one add for the same product, variant and size stored twice', () => {
    const steps = planCartMerge([local('p1', 'v1', 'M', 2), local('p1', 'v1', 'M', 3)], []);
    expect(steps.map((step) => step.body.quantity)).toEqual([5]);
  });

  it('ends with the summed quantity when the member cart already has the line and stock allows', () => {
    const steps = planCartMerge([local('p1', 'v1', 'M', 2)], [held('v1', 'M', 3, 10)]);
    expect(steps[0]?.body.quantity).toBe(2);
  });

  it('caps the summed quantity at the stock: only the room left is added', () => {
    const steps = planCartMerge([local('p1', 'v1', 'M', 4)], [held('v1', 'M', 3, 5)]);
    expect(steps[0]?.body.quantity).toBe(2);
  });

  it('adds nothing when the member line is already at its stock', () => {
    expect(planCartMerge([local('p1', 'v1', 'M', 1)], [held('v1', 'M', 5, 5)])).toEqual([]);
  });

  it('caps a new line by the stock the catalogue gave, and skips a sold-out one', () => {
    const stock = (variantId: string) => ({ v1: 3, v2: 0 })[variantId];
    const steps = planCartMerge([local('p1', 'v1', 'M', 8), local('p2', 'v2', 'M', 1)], [], stock);
    expect(steps.map((step) => step.body)).toEqual([
      { product: 'p1', variantId: 'v1', size: 'M', quantity: 3 },
    ]);
  });

  it('never asks for more than one add may carry (99) when the stock is not known', () => {
    const steps = planCartMerge([local('p1', 'v1', 'M', 250)], []);
    expect(steps[0]?.body.quantity).toBe(99);
  });

  it("treats another size of the member's variant as a new line", () => {
    const steps = planCartMerge([local('p1', 'v1', 'L', 2)], [held('v1', 'M', 5, 5)], () => 4);
    expect(steps[0]?.body).toMatchObject({ size: 'L', quantity: 2 });
  });

  it('looks up the stock only of products whose lines the member cart lacks', () => {
    const ids = productsToLookUp(
      [local('p1', 'v1', 'M', 1), local('p2', 'v2', 'M', 1), local('p2', 'v3', 'L', 1)],
      [held('v1', 'M', 1, 5)],
    );
    expect(ids).toEqual(['p2']);
  });
});
