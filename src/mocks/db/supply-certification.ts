import type {
  CertificationState,
  ManufacturerCertificationFields,
  SupplierCertificationFields,
  VarietyCertificationFields,
} from '@/features/supply/api/supply-schemas';
import type { AuditStatus } from '@/lib/enums/audit-status';
import { isMobile } from './field-rules';
import { nextSequence } from './sequences';
import { supplyError } from './errors/supply';
import type { VarietyCertificationRow } from './supply-rows';
import { formatTime } from './time';
import { withoutOwner } from './without-owner';
import type { Database } from './types';

/** The unified social credit code: 18 digits or capitals, none of I, O, Z, S, V (docs/api.md). */
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
/** The most images one field of a certification keeps. */
const MAX_DOCUMENTS = 9;

/** Nothing can be saved while under audit or passed; only one under audit can be recalled. */
const isEditable = (status: AuditStatus) => status !== 'AUDIT' && status !== 'PASS';
const isRecallable = (status: AuditStatus) => status === 'AUDIT';

/** Reads a body's text fields and image lists into the fields of a certification. */
type FieldReader<Fields> = (body: Record<string, unknown>) => Fields;

const textOf = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
};

const imagesOf = (body: Record<string, unknown>, name: string): string[] => {
  const value = body[name];
  return Array.isArray(value)
    ? value
        .filter((url): url is string => typeof url === 'string' && url !== '')
        .slice(0, MAX_DOCUMENTS)
    : [];
};

const readSupplierFields: FieldReader<SupplierCertificationFields> = (body) => ({
  companyName: textOf(body, 'companyName'),
  creditCode: textOf(body, 'creditCode').toUpperCase(),
  legalPerson: textOf(body, 'legalPerson'),
  contactPhone: textOf(body, 'contactPhone'),
  licenceImg: textOf(body, 'licenceImg'),
  documentImgs: imagesOf(body, 'documentImgs'),
});

const readManufacturerFields: FieldReader<ManufacturerCertificationFields> = (body) => ({
  manufacturerName: textOf(body, 'manufacturerName'),
  creditCode: textOf(body, 'creditCode').toUpperCase(),
  licenceImg: textOf(body, 'licenceImg'),
  authorizationImgs: imagesOf(body, 'authorizationImgs'),
});

const readVarietyFields: FieldReader<VarietyCertificationFields> = (body) => ({
  varietyName: textOf(body, 'varietyName'),
  qualificationImgs: imagesOf(body, 'qualificationImgs'),
});

/** What a submission must carry; a draft may be saved with anything. */
function checkSupplier(fields: SupplierCertificationFields) {
  const { companyName, creditCode, legalPerson, contactPhone, licenceImg, documentImgs } = fields;
  if (!companyName || !creditCode || !legalPerson || !contactPhone || !licenceImg) {
    throw supplyError('certificationIncomplete');
  }
  if (documentImgs.length === 0) throw supplyError('certificationIncomplete');
  if (!CREDIT_CODE.test(creditCode)) throw supplyError('creditCodeInvalid');
  if (!isMobile(contactPhone)) throw supplyError('contactPhoneInvalid');
}

function checkManufacturer(fields: ManufacturerCertificationFields) {
  const { manufacturerName, creditCode, licenceImg, authorizationImgs } = fields;
  if (!manufacturerName || !creditCode || !licenceImg || authorizationImgs.length === 0) {
    throw supplyError('certificationIncomplete');
  }
  if (!CREDIT_CODE.test(creditCode)) throw supplyError('creditCodeInvalid');
}

function checkVariety({ varietyName, qualificationImgs }: VarietyCertificationFields) {
  if (!varietyName || qualificationImgs.length === 0) throw supplyError('certificationIncomplete');
}

const EMPTY_STATE: CertificationState = {
  auditStatus: 'UNDEFINED',
  refuseReason: '',
  submitTime: '',
  auditTime: '',
};

const EMPTY_SUPPLIER_FIELDS: SupplierCertificationFields = {
  companyName: '',
  creditCode: '',
  legalPerson: '',
  contactPhone: '',
  licenceImg: '',
  documentImgs: [],
};

const EMPTY_MANUFACTURER_FIELDS: ManufacturerCertificationFields = {
  manufacturerName: '',
  creditCode: '',
  licenceImg: '',
  authorizationImgs: [],
};

/** The one lifecycle of every certification: save a draft, submit, recall, audit. */
function saveDraft<Row extends CertificationState, Fields>(row: Row, fields: Fields): Row {
  if (!isEditable(row.auditStatus)) throw supplyError('certificationLocked');
  return Object.assign(row, fields);
}

function submit<Row extends CertificationState, Fields>(
  row: Row,
  fields: Fields,
  check: (fields: Fields) => void,
): Row {
  if (!isEditable(row.auditStatus)) throw supplyError('certificationLocked');
  check(fields);
  return Object.assign(row, fields, {
    auditStatus: 'AUDIT',
    refuseReason: '',
    submitTime: formatTime(new Date()),
  } satisfies Partial<CertificationState>);
}

function recall<Row extends CertificationState>(row: Row): Row {
  if (!isRecallable(row.auditStatus)) throw supplyError('certificationNotUnderAudit');
  row.auditStatus = 'RECALL';
  return row;
}

type AuditDecision = 'PASS' | 'REFUSE';

const DEFAULT_REFUSE_REASON = '资料不清晰，请重新上传';

/** The platform's audit of a row under audit; other rows are left alone. */
function auditRow(row: CertificationState, decision: AuditDecision, reason: string): boolean {
  if (row.auditStatus !== 'AUDIT') return false;
  row.auditStatus = decision;
  row.refuseReason = decision === 'REFUSE' ? reason || DEFAULT_REFUSE_REASON : '';
  row.auditTime = formatTime(new Date());
  return true;
}

/** A certification a member has one of (supplier, manufacturer): its table and its rules. */
export interface SingleCertification<Fields> {
  rows(db: Database): (CertificationState & Fields & { userId: number })[];
  empty: Fields;
  read: FieldReader<Fields>;
  check(fields: Fields): void;
}

export const SUPPLIER_CERTIFICATION: SingleCertification<SupplierCertificationFields> = {
  rows: (db) => db.supplierCertifications,
  empty: EMPTY_SUPPLIER_FIELDS,
  read: readSupplierFields,
  check: checkSupplier,
};

export const MANUFACTURER_CERTIFICATION: SingleCertification<ManufacturerCertificationFields> = {
  rows: (db) => db.manufacturerCertifications,
  empty: EMPTY_MANUFACTURER_FIELDS,
  read: readManufacturerFields,
  check: checkManufacturer,
};

/** The member's certification of this kind, or an empty draft until they save one. */
export function readSingle<Fields>(
  db: Database,
  kind: SingleCertification<Fields>,
  userId: number,
): CertificationState & Fields {
  const row = kind.rows(db).find((candidate) => candidate.userId === userId);
  return row ? withoutOwner(row) : { ...EMPTY_STATE, ...kind.empty };
}

/** The member's row of this kind, created as an empty draft on the first write. */
function ownSingle<Fields>(db: Database, kind: SingleCertification<Fields>, userId: number) {
  const rows = kind.rows(db);
  const existing = rows.find((row) => row.userId === userId);
  if (existing) return existing;
  const row = { userId, ...EMPTY_STATE, ...kind.empty };
  rows.push(row);
  return row;
}

type CertificationAction = 'save' | 'submit' | 'recall';

/** Saves, submits or recalls the member's certification of this kind. */
export function changeSingle<Fields>(
  db: Database,
  kind: SingleCertification<Fields>,
  userId: number,
  action: CertificationAction,
  body: Record<string, unknown>,
): CertificationState & Fields {
  const row = ownSingle(db, kind, userId);
  if (action === 'recall') return withoutOwner(recall(row));
  const fields = kind.read(body);
  return withoutOwner(action === 'save' ? saveDraft(row, fields) : submit(row, fields, kind.check));
}

/** The member's variety certifications, oldest first. */
export const listVarieties = (db: Database, userId: number) =>
  db.varietyCertifications.filter((row) => row.userId === userId).map(withoutOwner);

/** A new variety certification: a draft with what was typed. */
export function createVariety(db: Database, userId: number, body: Record<string, unknown>) {
  const fields = readVarietyFields(body);
  if (!fields.varietyName) throw supplyError('certificationIncomplete');
  const row: VarietyCertificationRow = {
    varietyCertificationId: nextSequence(db, 'varietyCertificationId'),
    userId,
    ...EMPTY_STATE,
    ...fields,
  };
  db.varietyCertifications.push(row);
  return withoutOwner(row);
}

/** Saves, submits or recalls one of the member's variety certifications. */
export function changeVariety(
  db: Database,
  userId: number,
  varietyCertificationId: number,
  action: CertificationAction,
  body: Record<string, unknown>,
) {
  const row = db.varietyCertifications.find(
    (candidate) =>
      candidate.userId === userId && candidate.varietyCertificationId === varietyCertificationId,
  );
  if (!row) throw supplyError('varietyNotFound');
  if (action === 'recall') return withoutOwner(recall(row));
  const fields = readVarietyFields(body);
  return withoutOwner(
    action === 'save' ? saveDraft(row, fields) : submit(row, fields, checkVariety),
  );
}

/** Every certification and supplied good under audit, audited as the platform would. */
export function auditSupply(db: Database, decision: AuditDecision, reason = ''): number {
  const rows: CertificationState[] = [
    ...db.supplierCertifications,
    ...db.manufacturerCertifications,
    ...db.varietyCertifications,
  ];
  const goods = db.suppliedGoods.filter((good) => good.auditStatus === 'AUDIT');
  for (const good of goods) good.auditStatus = decision;
  return rows.filter((row) => auditRow(row, decision, reason)).length + goods.length;
}
