import type { BrandsAndCompanies } from '../api/supply-schemas';

/** The brands a good can be of, as options: by id, named. */
export const brandOptions = ({ brands }: BrandsAndCompanies) =>
  brands.map((brand) => ({ value: brand.brandId, label: brand.brandName }));

/** The companies a good can come from, as options: by id, named. */
export const companyOptions = ({ companies }: BrandsAndCompanies) =>
  companies.map((company) => ({ value: company.companyId, label: company.companyName }));
