export const checkoutKeys = {
  all: ['checkout'] as const,
  delivery: (userAddressId: number, goodIds: readonly number[]) =>
    [...checkoutKeys.all, 'delivery', userAddressId, goodIds.join(';')] as const,
  payPrice: (orderId: number) => [...checkoutKeys.all, 'pay-price', orderId] as const,
};
