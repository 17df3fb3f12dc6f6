export const rechargeKeys = {
  all: ['recharge'] as const,
  settings: () => [...rechargeKeys.all, 'settings'] as const,
  orderShortfall: (orderId: number) => [...rechargeKeys.all, 'shortfall', orderId] as const,
};
