import { PORTAL_PATHS } from '@/features/portal/api/portal-api';
import { findHelpCategory, findHelpContent } from '../db/portal-content';
import { memberHandler } from './envelope';
import { requireId } from './request-fields';

export const portalHelpHandlers = [
  memberHandler('get', PORTAL_PATHS.helps, ({ db }) => db.helpCategories),
  memberHandler('get', PORTAL_PATHS.helpContent, ({ db, params }) =>
    findHelpContent(db, requireId(params.contentId)),
  ),
  memberHandler('get', PORTAL_PATHS.help, ({ db, params }) =>
    findHelpCategory(db, requireId(params.helpId)),
  ),
];
