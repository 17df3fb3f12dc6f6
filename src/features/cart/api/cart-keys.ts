export const cartKeys = {
  all: ['cart'] as const,
  count: () => [...cartKeys.all, 'count'] as const,
  rows: () => [...cartKeys.all, 'rows'] as const,
};
