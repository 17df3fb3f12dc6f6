import { contractEndpoints } from '@/features/contract/api/contract-endpoints';
import {
  contractDetail,
  listContracts,
  requestExtension,
  requestNewContract,
} from '../db/contracts';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { pageQuery, requireId, text } from './request-fields';

export const contractHandlers = [
  memberHandler(contractEndpoints.list, ({ db, user, query }) =>
    pageOf(listContracts(db, user.userId, query.status ?? null, new Date()), pageQuery(query)),
  ),
  memberHandler(contractEndpoints.detail, ({ db, user, params }) =>
    contractDetail(db, user.userId, requireId(params.contractId), new Date()),
  ),
  memberHandler(contractEndpoints.extension, ({ db, user, body }) =>
    requestExtension(
      db,
      user.userId,
      {
        contractId: requireId(body.contractId),
        endDate: text(body.endDate),
        reason: text(body.reason),
      },
      new Date(),
    ),
  ),
  memberHandler(contractEndpoints.create, ({ db, user, body }) =>
    requestNewContract(
      db,
      user.userId,
      {
        contractName: text(body.contractName),
        party: text(body.party),
        startDate: text(body.startDate),
        endDate: text(body.endDate),
        remark: text(body.remark),
      },
      new Date(),
    ),
  ),
];
