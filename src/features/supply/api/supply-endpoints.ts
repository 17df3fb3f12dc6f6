import { endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import {
  brandGoodQuerySchema,
  brandsAndCompaniesSchema,
  companyGoodQuerySchema,
  suppliedGoodBodySchema,
  suppliedGoodPageSchema,
  suppliedGoodQuerySchema,
  suppliedGoodSchema,
  supplierProfileSchema,
} from './supply-schemas';

/** The supplier's profile, the brands and companies, and the goods the member supplies. */
export const supplyEndpoints = endpointGroup('supply', {
  information: endpoint({
    method: 'GET',
    path: 'v1/front/supply/user/information',
    answer: supplierProfileSchema,
    from: SPEC_PATH,
  }),
  brandsAndCompanies: endpoint({
    method: 'GET',
    path: 'v1/front/good/brand/company',
    answer: brandsAndCompaniesSchema,
    from: SPEC_PATH,
  }),
  /** The member's supplied goods, newest first. */
  goods: endpoint({
    method: 'GET',
    path: 'v1/front/supply/user/good',
    query: suppliedGoodQuerySchema,
    answer: suppliedGoodPageSchema,
    from: SPEC_PATH,
  }),
  /** Offers a good for supply; the platform audits it (AUDIT until then). */
  addGood: endpoint({
    method: 'POST',
    path: 'v1/front/supply/user/good',
    body: suppliedGoodBodySchema,
    answer: suppliedGoodSchema,
    errors: ['10201', '23007', '23008', '23009'],
    from: SPEC_PATH,
  }),
  /** The member's supplied goods of one brand. */
  brandGoods: endpoint({
    method: 'GET',
    path: 'v1/front/brand/good/brand',
    query: brandGoodQuerySchema,
    answer: suppliedGoodPageSchema,
    from: SPEC_PATH,
  }),
  /** The member's supplied goods of one company. */
  companyGoods: endpoint({
    method: 'GET',
    path: 'v1/front/brand/company/good',
    query: companyGoodQuerySchema,
    answer: suppliedGoodPageSchema,
    from: SPEC_PATH,
  }),
});
