import type {
  ManufacturerCertificationFields,
  SupplierCertificationFields,
  VarietyCertificationFields,
} from '../api/supply-schemas';

/** The supplier form: the licence is one image in an uploader's list. */
export interface SupplierFormValues extends Omit<SupplierCertificationFields, 'licenceImg'> {
  licenceImg: string[];
}

export interface ManufacturerFormValues extends Omit<
  ManufacturerCertificationFields,
  'licenceImg'
> {
  licenceImg: string[];
}

export type VarietyFormValues = VarietyCertificationFields;

const oneImage = (url: string): string[] => (url ? [url] : []);
const trimmed = (value: string | undefined) => value?.trim() ?? '';
/** The credit code as the registry writes it: capitals, no spaces. */
const creditCodeOf = (value: string | undefined) => trimmed(value).replace(/\s/g, '').toUpperCase();

export const toSupplierFormValues = (fields: SupplierCertificationFields): SupplierFormValues => ({
  companyName: fields.companyName,
  creditCode: fields.creditCode,
  legalPerson: fields.legalPerson,
  contactPhone: fields.contactPhone,
  licenceImg: oneImage(fields.licenceImg),
  documentImgs: fields.documentImgs,
});

/** What a form holds, even half filled in (a draft), as the fields sent. */
export const toSupplierFields = (
  values: Partial<SupplierFormValues>,
): SupplierCertificationFields => ({
  companyName: trimmed(values.companyName),
  creditCode: creditCodeOf(values.creditCode),
  legalPerson: trimmed(values.legalPerson),
  contactPhone: trimmed(values.contactPhone),
  licenceImg: values.licenceImg?.[0] ?? '',
  documentImgs: values.documentImgs ?? [],
});

export const toManufacturerFormValues = (
  fields: ManufacturerCertificationFields,
): ManufacturerFormValues => ({
  manufacturerName: fields.manufacturerName,
  creditCode: fields.creditCode,
  licenceImg: oneImage(fields.licenceImg),
  authorizationImgs: fields.authorizationImgs,
});

export const toManufacturerFields = (
  values: Partial<ManufacturerFormValues>,
): ManufacturerCertificationFields => ({
  manufacturerName: trimmed(values.manufacturerName),
  creditCode: creditCodeOf(values.creditCode),
  licenceImg: values.licenceImg?.[0] ?? '',
  authorizationImgs: values.authorizationImgs ?? [],
});

export const toVarietyFormValues = (fields: VarietyCertificationFields): VarietyFormValues => ({
  varietyName: fields.varietyName,
  qualificationImgs: fields.qualificationImgs,
});

export const toVarietyFields = (
  values: Partial<VarietyFormValues>,
): VarietyCertificationFields => ({
  varietyName: trimmed(values.varietyName),
  qualificationImgs: values.qualificationImgs ?? [],
});
