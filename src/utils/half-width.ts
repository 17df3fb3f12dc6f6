/**
 * Chinese input methods type full-width digits and signs (０１２３．５). NFKC turns them into
 * their ASCII forms, so a field that keeps only digits does not silently drop them.
 */
export const toHalfWidth = (text: string): string => text.normalize('NFKC');

/** Fields typed as digits (phones, bank accounts, tax numbers) read their half-width form. */
const DIGIT_FIELDS: readonly string[] = ['phone', 'unitPhone', 'bankCardNumbers'];
export const isDigitField = (name: string): boolean => DIGIT_FIELDS.includes(name);

/** An InputNumber parser for whole quantities that accepts full-width digits (NaN: empty). */
export function parseQuantity(typed: string | undefined): number {
  const digits = toHalfWidth(typed ?? '').replace(/\D/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}
