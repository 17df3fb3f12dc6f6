export const addressKeys = {
  all: ['address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  districts: (pid: number) => ['district', pid] as const,
};
