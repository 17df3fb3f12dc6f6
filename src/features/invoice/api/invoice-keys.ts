export const invoiceKeys = {
  all: ['invoice'] as const,
  saved: () => [...invoiceKeys.all, 'saved'] as const,
};
