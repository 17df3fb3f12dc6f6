/** The supplied goods' filter from the URL: one brand or one company (the brand wins), or none. */
export function readGoodFilters(searchParams: URLSearchParams): {
  brandId?: number;
  companyId?: number;
} {
  const idOf = (name: string) => {
    const id = Number(searchParams.get(name));
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  };
  const brandId = idOf('brandId');
  if (brandId !== undefined) return { brandId };
  const companyId = idOf('companyId');
  return companyId !== undefined ? { companyId } : {};
}
