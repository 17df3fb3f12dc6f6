/**
 * Chinese input methods type full-width digits and signs (０１２３．５). NFKC turns them into
 * their ASCII forms, so a field that keeps only digits does not silently drop them.
 */
export const toHalfWidth = (text: string): string => text.normalize('NFKC');
