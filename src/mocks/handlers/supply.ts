import { certificationEndpoints } from '@/features/supply/api/certification-endpoints';
import { supplyEndpoints } from '@/features/supply/api/supply-endpoints';
import { pageOf } from '../db/paging';
import {
  changeSingle,
  changeVariety,
  createVariety,
  listVarieties,
  MANUFACTURER_CERTIFICATION,
  readSingle,
  SUPPLIER_CERTIFICATION,
} from '../db/supply-certification';
import {
  addSuppliedGood,
  brandsAndCompanies,
  listSuppliedGoods,
  supplierProfile,
} from '../db/supply-goods';
import { memberHandler } from './envelope';
import { pageQuery, requireId } from './request-fields';

export const supplyHandlers = [
  memberHandler(supplyEndpoints.information, ({ db, user }) => supplierProfile(db, user)),
  memberHandler(supplyEndpoints.brandsAndCompanies, ({ db }) => brandsAndCompanies(db)),
  memberHandler(supplyEndpoints.goods, ({ db, user, query }) =>
    pageOf(listSuppliedGoods(db, user.userId), pageQuery(query)),
  ),
  memberHandler(supplyEndpoints.addGood, ({ db, user, body }) => addSuppliedGood(db, user, body)),
  memberHandler(supplyEndpoints.brandGoods, ({ db, user, query }) =>
    pageOf(
      listSuppliedGoods(db, user.userId, { brandId: requireId(query.brandId) }),
      pageQuery(query),
    ),
  ),
  memberHandler(supplyEndpoints.companyGoods, ({ db, user, query }) =>
    pageOf(
      listSuppliedGoods(db, user.userId, { companyId: requireId(query.companyId) }),
      pageQuery(query),
    ),
  ),

  memberHandler(certificationEndpoints.supplier, ({ db, user }) =>
    readSingle(db, SUPPLIER_CERTIFICATION, user.userId),
  ),
  memberHandler(certificationEndpoints.saveSupplier, ({ db, user, body }) =>
    changeSingle(db, SUPPLIER_CERTIFICATION, user.userId, 'save', body),
  ),
  memberHandler(certificationEndpoints.submitSupplier, ({ db, user, body }) =>
    changeSingle(db, SUPPLIER_CERTIFICATION, user.userId, 'submit', body),
  ),
  memberHandler(certificationEndpoints.recallSupplier, ({ db, user, body }) =>
    changeSingle(db, SUPPLIER_CERTIFICATION, user.userId, 'recall', body),
  ),
  memberHandler(certificationEndpoints.manufacturer, ({ db, user }) =>
    readSingle(db, MANUFACTURER_CERTIFICATION, user.userId),
  ),
  memberHandler(certificationEndpoints.saveManufacturer, ({ db, user, body }) =>
    changeSingle(db, MANUFACTURER_CERTIFICATION, user.userId, 'save', body),
  ),
  memberHandler(certificationEndpoints.submitManufacturer, ({ db, user, body }) =>
    changeSingle(db, MANUFACTURER_CERTIFICATION, user.userId, 'submit', body),
  ),
  memberHandler(certificationEndpoints.recallManufacturer, ({ db, user, body }) =>
    changeSingle(db, MANUFACTURER_CERTIFICATION, user.userId, 'recall', body),
  ),

  memberHandler(certificationEndpoints.varieties, ({ db, user }) => listVarieties(db, user.userId)),
  memberHandler(certificationEndpoints.createVariety, ({ db, user, body }) =>
    createVariety(db, user.userId, body),
  ),
  memberHandler(certificationEndpoints.saveVariety, ({ db, user, params, body }) =>
    changeVariety(db, user.userId, requireId(params.varietyCertificationId), 'save', body),
  ),
  memberHandler(certificationEndpoints.submitVariety, ({ db, user, params, body }) =>
    changeVariety(db, user.userId, requireId(params.varietyCertificationId), 'submit', body),
  ),
  memberHandler(certificationEndpoints.recallVariety, ({ db, user, params, body }) =>
    changeVariety(db, user.userId, requireId(params.varietyCertificationId), 'recall', body),
  ),
];
