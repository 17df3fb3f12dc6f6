import { CERTIFICATION_PATHS } from '@/features/supply/api/certification-api';
import { SUPPLY_PATHS } from '@/features/supply/api/supply-api';
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
  memberHandler('get', SUPPLY_PATHS.information, ({ db, user }) => supplierProfile(db, user)),
  memberHandler('get', SUPPLY_PATHS.brandsAndCompanies, ({ db }) => brandsAndCompanies(db)),
  memberHandler('get', SUPPLY_PATHS.goods, ({ db, user, query }) =>
    pageOf(listSuppliedGoods(db, user.userId), pageQuery(query)),
  ),
  memberHandler('post', SUPPLY_PATHS.goods, ({ db, user, body }) =>
    addSuppliedGood(db, user, body),
  ),
  memberHandler('get', SUPPLY_PATHS.brandGoods, ({ db, user, query }) =>
    pageOf(
      listSuppliedGoods(db, user.userId, { brandId: requireId(query.get('brandId')) }),
      pageQuery(query),
    ),
  ),
  memberHandler('get', SUPPLY_PATHS.companyGoods, ({ db, user, query }) =>
    pageOf(
      listSuppliedGoods(db, user.userId, { companyId: requireId(query.get('companyId')) }),
      pageQuery(query),
    ),
  ),

  memberHandler('get', CERTIFICATION_PATHS.supplier, ({ db, user }) =>
    readSingle(db, SUPPLIER_CERTIFICATION, user.userId),
  ),
  memberHandler('put', CERTIFICATION_PATHS.supplier, ({ db, user, body }) =>
    changeSingle(db, SUPPLIER_CERTIFICATION, user.userId, 'save', body),
  ),
  memberHandler('post', CERTIFICATION_PATHS.supplierSubmit, ({ db, user, body }) =>
    changeSingle(db, SUPPLIER_CERTIFICATION, user.userId, 'submit', body),
  ),
  memberHandler('post', CERTIFICATION_PATHS.supplierRecall, ({ db, user, body }) =>
    changeSingle(db, SUPPLIER_CERTIFICATION, user.userId, 'recall', body),
  ),
  memberHandler('get', CERTIFICATION_PATHS.manufacturer, ({ db, user }) =>
    readSingle(db, MANUFACTURER_CERTIFICATION, user.userId),
  ),
  memberHandler('put', CERTIFICATION_PATHS.manufacturer, ({ db, user, body }) =>
    changeSingle(db, MANUFACTURER_CERTIFICATION, user.userId, 'save', body),
  ),
  memberHandler('post', CERTIFICATION_PATHS.manufacturerSubmit, ({ db, user, body }) =>
    changeSingle(db, MANUFACTURER_CERTIFICATION, user.userId, 'submit', body),
  ),
  memberHandler('post', CERTIFICATION_PATHS.manufacturerRecall, ({ db, user, body }) =>
    changeSingle(db, MANUFACTURER_CERTIFICATION, user.userId, 'recall', body),
  ),

  memberHandler('get', CERTIFICATION_PATHS.varieties, ({ db, user }) =>
    listVarieties(db, user.userId),
  ),
  memberHandler('post', CERTIFICATION_PATHS.varieties, ({ db, user, body }) =>
    createVariety(db, user.userId, body),
  ),
  memberHandler('put', CERTIFICATION_PATHS.variety, ({ db, user, params, body }) =>
    changeVariety(db, user.userId, requireId(params.varietyCertificationId), 'save', body),
  ),
  memberHandler('post', CERTIFICATION_PATHS.varietySubmit, ({ db, user, params, body }) =>
    changeVariety(db, user.userId, requireId(params.varietyCertificationId), 'submit', body),
  ),
  memberHandler('post', CERTIFICATION_PATHS.varietyRecall, ({ db, user, params, body }) =>
    changeVariety(db, user.userId, requireId(params.varietyCertificationId), 'recall', body),
  ),
];
