/** Query keys of delivery answers: the public check, and the signed-in shopper's cart check. */
export const deliveryKeys = {
  check: (pincode: string, productId: string | undefined) =>
    ['delivery', 'check', pincode, productId ?? null] as const,
  /**
   * Under the shopper's cart keys (shopping's cartKeys): the answer depends on the cart's total
   * (cash on delivery has a limit), so every cart change reloads it with the cart's summary.
   */
  order: (userId: string, pincode: string) => ['cart', userId, 'delivery', pincode] as const,
};
