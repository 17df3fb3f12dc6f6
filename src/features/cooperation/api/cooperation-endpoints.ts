import { DESIGNED, endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  cooperationCategoriesSchema,
  cooperationDetailSchema,
  cooperationDraftBodySchema,
  cooperationDraftSchema,
  cooperationDraftsSchema,
  cooperationPageSchema,
  cooperationQuerySchema,
  cooperationRolesSchema,
  cooperationSchema,
  priceLogPageSchema,
  priceLogPdfQuerySchema,
  priceLogPdfSchema,
  priceLogQuerySchema,
  priceLogTypesSchema,
  priceMatchingBodySchema,
  priceMatchingSchema,
  submitDraftBodySchema,
} from './cooperation-schemas';

/** The draft's fields as the mock checks them: title, role, category, quantity, budget, description. */
const DRAFT_ERRORS = ['22903', '22904', '22905', '22906', '22907', '22908'];

export const cooperationEndpoints = endpointGroup('cooperation', {
  /** The member's cooperation tasks, the newest first; by step, category or role. */
  list: endpoint({
    method: 'GET',
    path: 'v1/front/cooperation',
    query: cooperationQuerySchema,
    answer: cooperationPageSchema,
    from: SPEC_PATH,
  }),
  roles: endpoint({
    method: 'GET',
    path: 'v1/front/cooperation/role',
    answer: cooperationRolesSchema,
    from: SPEC_PATH,
  }),
  categories: endpoint({
    method: 'GET',
    path: 'v1/front/cooperation/category',
    answer: cooperationCategoriesSchema,
    from: SPEC_PATH,
  }),
  /** Submits a draft: it becomes a task at 未处理 and the draft is gone. */
  add: endpoint({
    method: 'POST',
    path: 'v1/front/cooperation/add',
    body: submitDraftBodySchema,
    answer: cooperationSchema,
    errors: ['10201', '22902', ...DRAFT_ERRORS],
    from: SPEC_PATH,
  }),
  /** Matches the suppliers' offers for a task: it moves one step on and a price log is written. */
  priceMatching: endpoint({
    method: 'POST',
    path: 'v1/front/cooperation/price/matching',
    body: priceMatchingBodySchema,
    answer: priceMatchingSchema,
    errors: ['10201', '22901', '22909', '22910'],
    from: SPEC_PATH,
  }),
  detail: endpoint({
    method: 'GET',
    path: 'v1/front/cooperation/:cooperationId',
    answer: cooperationDetailSchema,
    errors: ['22901'],
    from: DESIGNED,
  }),
  /** The member's drafts, the most recently saved first. */
  drafts: endpoint({
    method: 'GET',
    path: 'v1/front/draft/cooperation',
    answer: cooperationDraftsSchema,
    from: SPEC_PATH,
  }),
  createDraft: endpoint({
    method: 'POST',
    path: 'v1/front/draft/cooperation',
    body: cooperationDraftBodySchema,
    answer: cooperationDraftSchema,
    errors: ['10201', ...DRAFT_ERRORS],
    from: SPEC_PATH,
  }),
  updateDraft: endpoint({
    method: 'PUT',
    path: 'v1/front/draft/cooperation/:draftId',
    body: cooperationDraftBodySchema,
    answer: cooperationDraftSchema,
    errors: ['22902', ...DRAFT_ERRORS],
    from: DESIGNED,
  }),
  deleteDraft: endpoint({
    method: 'DELETE',
    path: 'v1/front/draft/cooperation/:draftId',
    answer: noAnswer,
    errors: ['22902'],
    from: DESIGNED,
  }),
  /** The member's price logs, the newest first; optionally of one type. */
  priceLogs: endpoint({
    method: 'GET',
    path: 'v1/front/price/log',
    query: priceLogQuerySchema,
    answer: priceLogPageSchema,
    from: SPEC_PATH,
  }),
  priceLogTypes: endpoint({
    method: 'GET',
    path: 'v1/front/price/log/type',
    answer: priceLogTypesSchema,
    from: SPEC_PATH,
  }),
  /** The price log as a PDF (its address, opened in /pdfPreview). */
  priceLogPdf: endpoint({
    method: 'GET',
    path: 'v1/front/price/log/pdf',
    query: priceLogPdfQuerySchema,
    answer: priceLogPdfSchema,
    errors: ['22911'],
    from: SPEC_PATH,
  }),
});
