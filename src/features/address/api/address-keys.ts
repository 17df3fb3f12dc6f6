export const addressKeys = {
  all: ['address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  defaultAddress: () => [...addressKeys.all, 'default'] as const,
  districts: (pid: number) => ['district', pid] as const,
};
