import { DESIGNED, endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import {
  contractExtensionBodySchema,
  contractPageSchema,
  contractQuerySchema,
  contractSchema,
  newContractBodySchema,
} from './contract-schemas';

export const contractEndpoints = endpointGroup('contract', {
  /** The member's contracts, the newest first. */
  list: endpoint({
    method: 'GET',
    path: 'v1/front/contract',
    query: contractQuerySchema,
    answer: contractPageSchema,
    from: SPEC_PATH,
  }),
  detail: endpoint({
    method: 'GET',
    path: 'v1/front/contract/:contractId',
    answer: contractSchema,
    errors: ['22201'],
    from: DESIGNED,
  }),
  /** 申请续签: the contract comes back as 续签审核中 with its request. */
  extension: endpoint({
    method: 'POST',
    path: 'v1/front/user/contract/extension',
    body: contractExtensionBodySchema,
    answer: contractSchema,
    errors: ['22201', '22202', '22203', '22204'],
    from: SPEC_PATH,
  }),
  /** 申请新合同: the contract comes back as 新签审核中. */
  create: endpoint({
    method: 'POST',
    path: 'v1/front/user/contract/new',
    body: newContractBodySchema,
    answer: contractSchema,
    errors: ['22205', '22206'],
    from: SPEC_PATH,
  }),
});
