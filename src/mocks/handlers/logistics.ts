import { logisticsEndpoints } from '@/features/logistics/api/logistics-endpoints';
import type { TaskKind } from '@/lib/enums/logistics-task';
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
import { dayRange, pageQuery, requireId } from './request-fields';

const listOf =
  (kind: TaskKind) =>
  ({ db, user, query }: MemberContext<typeof logisticsEndpoints.regular>) =>
    pageOf(
      listTasks(db, user.userId, kind, {
        status: query.status ?? null,
        keyword: query.keyword ?? '',
        days: dayRange(query),
      }),
      pageQuery(query),
    );

/** task/extra is listed before task/{id}, which would otherwise take it for an id. */
export const logisticsHandlers = [
  memberHandler(logisticsEndpoints.regular, listOf('REGULAR')),
  memberHandler(logisticsEndpoints.extra, listOf('EXTRA')),
  memberHandler(logisticsEndpoints.detail, ({ db, user, params }) =>
    taskDetail(db, user.userId, requireId(params.taskId)),
  ),
  memberHandler(logisticsEndpoints.records, ({ db, user, params }) =>
    taskRecords(db, user.userId, requireId(params.taskId)),
  ),
  memberHandler(logisticsEndpoints.accept, ({ db, user, params }) =>
    acceptTask(db, user, requireId(params.taskId), new Date()),
  ),
  memberHandler(logisticsEndpoints.submit, ({ db, user, params, body }) =>
    submitTask(
      db,
      user,
      requireId(params.taskId),
      {
        outcome: body.outcome ?? '',
        content: body.content ?? '',
      },
      new Date(),
    ),
  ),
  memberHandler(logisticsEndpoints.tracking, ({ db, user, query }) =>
    trackTask(db, user.userId, requireId(query.taskId), new Date()),
  ),
];
