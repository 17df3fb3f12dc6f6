/** A member's row as the API shows it: the same fields without the owner's userId. */
export function withoutOwner<T extends object>(row: T & { userId: number }): T {
  const view: Partial<T & { userId: number }> = { ...row };
  delete view.userId;
  return view as T;
}
