import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import { findHelpCategory, findHelpContent } from '../db/portal-content';
import { memberHandler } from './envelope';
import { requireId } from './request-fields';

export const portalHelpHandlers = [
  memberHandler(portalEndpoints.helps, ({ db }) => db.helpCategories),
  memberHandler(portalEndpoints.helpContent, ({ db, params }) =>
    findHelpContent(db, requireId(params.contentId)),
  ),
  memberHandler(portalEndpoints.help, ({ db, params }) =>
    findHelpCategory(db, requireId(params.helpId)),
  ),
];
