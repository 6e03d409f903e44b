/** Query keys of delivery answers: the public check, and the signed-in shopper's cart check. */
export const deliveryKeys = {
  check: (pincode: string, productId: string | undefined) =>
    ['delivery', 'check', pincode, productId ?? null] as const,
  order: (userId: string, pincode: string) => ['delivery', 'order', userId, pincode] as const,
};
