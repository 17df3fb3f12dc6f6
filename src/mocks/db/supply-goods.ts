import type {
  SuppliedGood,
  SuppliedGoodInput,
  SupplierProfile,
} from '@/features/supply/api/supply-schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { nextSequence } from './sequences';
import { readSingle, SUPPLIER_CERTIFICATION } from './supply-certification';
import { requirePermission } from './permission';
import { supplyError } from './errors/supply';
import type { SuppliedGoodRow } from './supply-rows';
import { formatTime } from './time';
import { withoutOwner } from './without-owner';
import type { Database, UserRow } from './types';

/** A supplied good shows 1 to 6 images. */
const MAX_GOOD_IMAGES = 6;

/** Which of the member's goods a list shows: all, one brand's or one company's. */
interface SuppliedGoodFilter {
  brandId?: number;
  companyId?: number;
}

function toSuppliedGood(db: Database, owned: SuppliedGoodRow): SuppliedGood {
  const row = withoutOwner(owned);
  const brand = db.supplyBrands.find((candidate) => candidate.brandId === row.brandId);
  const company = db.supplyCompanies.find((candidate) => candidate.companyId === row.companyId);
  return { ...row, brandName: brand?.brandName ?? '', companyName: company?.companyName ?? '' };
}

/** The member's supplied goods, newest first. */
export function listSuppliedGoods(
  db: Database,
  userId: number,
  { brandId, companyId }: SuppliedGoodFilter = {},
): SuppliedGood[] {
  return db.suppliedGoods
    .filter(
      (row) =>
        row.userId === userId &&
        (brandId === undefined || row.brandId === brandId) &&
        (companyId === undefined || row.companyId === companyId),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.supplyGoodId - a.supplyGoodId)
    .map((row) => toSuppliedGood(db, row));
}

export const brandsAndCompanies = (db: Database) => ({
  brands: db.supplyBrands,
  companies: db.supplyCompanies,
});

/** The supplier's profile, read from the supplier certification and the supplied goods. */
export function supplierProfile(db: Database, user: UserRow): SupplierProfile {
  const certification = readSingle(db, SUPPLIER_CERTIFICATION, user.userId);
  const goods = listSuppliedGoods(db, user.userId);
  return {
    companyName: certification.companyName,
    contactName: certification.legalPerson || user.userName,
    contactPhone: certification.contactPhone || user.phone,
    brands: [...new Set(goods.map((good) => good.brandName).filter(Boolean))],
    certificationStatus: certification.auditStatus,
    goodCount: goods.length,
  };
}

/** The body of POST supply/user/good, checked; anything missing or odd refuses the call. */
function readSuppliedGoodInput(db: Database, body: Record<string, unknown>): SuppliedGoodInput {
  const text = (name: string) => (typeof body[name] === 'string' ? String(body[name]).trim() : '');
  const whole = (name: string) => (Number.isSafeInteger(body[name]) ? Number(body[name]) : NaN);
  const images = Array.isArray(body.images)
    ? body.images.filter((url): url is string => typeof url === 'string' && url !== '')
    : [];
  const input: SuppliedGoodInput = {
    goodName: text('goodName'),
    brandId: whole('brandId'),
    companyId: whole('companyId'),
    specification: text('specification'),
    supplyPrice: whole('supplyPrice'),
    stock: whole('stock'),
    images,
  };
  if (
    !input.goodName ||
    !input.specification ||
    !(input.supplyPrice > 0) ||
    !(input.stock >= 0) ||
    images.length === 0 ||
    images.length > MAX_GOOD_IMAGES
  ) {
    throw supplyError('goodIncomplete');
  }
  const brandKnown = db.supplyBrands.some((brand) => brand.brandId === input.brandId);
  const companyKnown = db.supplyCompanies.some((company) => company.companyId === input.companyId);
  if (!brandKnown || !companyKnown) throw supplyError('brandOrCompanyUnknown');
  return input;
}

/**
 * A good offered for supply by a member holding the supply code whose supplier certification
 * has passed; it waits for the platform's audit (AUDIT).
 */
export function addSuppliedGood(
  db: Database,
  user: UserRow,
  body: Record<string, unknown>,
): SuppliedGood {
  requirePermission(user, PERMISSIONS.supplyGood);
  if (readSingle(db, SUPPLIER_CERTIFICATION, user.userId).auditStatus !== 'PASS') {
    throw supplyError('supplierNotCertified');
  }
  const row: SuppliedGoodRow = {
    supplyGoodId: nextSequence(db, 'supplyGoodId'),
    userId: user.userId,
    ...readSuppliedGoodInput(db, body),
    auditStatus: 'AUDIT',
    createTime: formatTime(new Date()),
  };
  db.suppliedGoods.push(row);
  return toSuppliedGood(db, row);
}
