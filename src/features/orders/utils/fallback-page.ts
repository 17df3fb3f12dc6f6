/** The last page that has rows, when a page emptied (its last order deleted); else null. */
export function fallbackPage(page: number, total: number, pageSize: number): number | null {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return page > lastPage ? lastPage : null;
}
