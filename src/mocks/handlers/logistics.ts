import { LOGISTICS_PATHS } from '@/features/logistics/api/logistics-api';
import { TASK_STATUSES, type TaskKind } from '@/features/logistics/api/logistics-types';
import {
  acceptTask,
  listTasks,
  submitTask,
  taskDetail,
  taskRecords,
  trackTask,
} from '../db/logistics';
import { pageOf } from '../db/paging';
import { memberHandler, type MemberContext } from './envelope';
import { dayRange, oneOf, pageQuery, requireId } from './request-fields';

const listOf =
  (kind: TaskKind) =>
  ({ db, user, query }: MemberContext) =>
    pageOf(
      listTasks(db, user.userId, kind, {
        status: oneOf(TASK_STATUSES, query.get('status')),
        keyword: query.get('keyword') ?? '',
        days: dayRange(query),
      }),
      pageQuery(query),
    );

/** task/extra is listed before task/{id}, which would otherwise take it for an id. */
export const logisticsHandlers = [
  memberHandler('get', LOGISTICS_PATHS.regular, listOf('REGULAR')),
  memberHandler('get', LOGISTICS_PATHS.extra, listOf('EXTRA')),
  memberHandler('get', LOGISTICS_PATHS.detail, ({ db, user, params }) =>
    taskDetail(db, user.userId, requireId(params.taskId)),
  ),
  memberHandler('get', LOGISTICS_PATHS.records, ({ db, user, params }) =>
    taskRecords(db, user.userId, requireId(params.taskId)),
  ),
  memberHandler('post', LOGISTICS_PATHS.accept, ({ db, user, params }) =>
    acceptTask(db, user, requireId(params.taskId), new Date()),
  ),
  memberHandler('post', LOGISTICS_PATHS.submit, ({ db, user, params, body }) =>
    submitTask(
      db,
      user,
      requireId(params.taskId),
      {
        outcome: typeof body.outcome === 'string' ? body.outcome : '',
        content: typeof body.content === 'string' ? body.content : '',
      },
      new Date(),
    ),
  ),
  memberHandler('get', LOGISTICS_PATHS.tracking, ({ db, user, query }) =>
    trackTask(db, user.userId, requireId(query.get('taskId')), new Date()),
  ),
];
