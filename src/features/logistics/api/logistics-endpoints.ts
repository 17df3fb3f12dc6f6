import { DESIGNED, endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { trackingSchema } from '@/lib/tracking-schema';
import {
  taskDetailSchema,
  taskPageSchema,
  taskQuerySchema,
  taskRecordsSchema,
  taskSubmissionSchema,
  taskTrackingQuerySchema,
} from './logistics-schemas';

export const logisticsEndpoints = endpointGroup('logistics', {
  /** The member's routine tasks, the latest given first. */
  regular: endpoint({
    method: 'GET',
    path: 'v1/front/task',
    query: taskQuerySchema,
    answer: taskPageSchema,
    from: SPEC_PATH,
  }),
  /** The ad-hoc tasks the platform adds beyond the member's routes, the latest given first. */
  extra: endpoint({
    method: 'GET',
    path: 'v1/front/task/extra',
    query: taskQuerySchema,
    answer: taskPageSchema,
    from: SPEC_PATH,
  }),
  detail: endpoint({
    method: 'GET',
    path: 'v1/front/task/:taskId',
    answer: taskDetailSchema,
    errors: ['23801'],
    from: DESIGNED,
  }),
  /** The task's records, the newest first. */
  records: endpoint({
    method: 'GET',
    path: 'v1/front/task/:taskId/record',
    answer: taskRecordsSchema,
    errors: ['23801'],
    from: DESIGNED,
  }),
  /** 接单: the task comes back accepted. */
  accept: endpoint({
    method: 'POST',
    path: 'v1/front/task/:taskId/accept',
    answer: taskDetailSchema,
    errors: ['10201', '23801', '23802'],
    from: DESIGNED,
  }),
  /** A task's result: the task comes back with its new status. */
  submit: endpoint({
    method: 'POST',
    path: 'v1/front/task/:taskId/submit',
    body: taskSubmissionSchema,
    answer: taskDetailSchema,
    idempotent: true,
    errors: ['10201', '23801', '23803', '23804', '23805', '23806'],
    from: DESIGNED,
  }),
  /** The shipment's traces, newest first; refused while the task has no shipment. */
  tracking: endpoint({
    method: 'GET',
    path: 'v1/front/logistics',
    query: taskTrackingQuerySchema,
    answer: trackingSchema,
    errors: ['23801', '23807'],
    from: SPEC_PATH,
  }),
});
