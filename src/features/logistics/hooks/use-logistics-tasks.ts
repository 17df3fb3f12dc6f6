import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/endpoint-query';
import type { TaskKind } from '@/lib/enums/logistics-task';
import type { MutationChanges } from '@/lib/query-changes';
import { logisticsEndpoints } from '../api/logistics-endpoints';
import type { TaskDetail, TaskQuery, TaskSubmission } from '../api/logistics-schemas';

/** The list of each kind of task: the member's routine tasks or the ad-hoc ones. */
const TASK_LISTS = {
  REGULAR: logisticsEndpoints.regular,
  EXTRA: logisticsEndpoints.extra,
} as const satisfies Record<TaskKind, unknown>;

export function useTasks(kind: TaskKind, query: TaskQuery) {
  return useQuery({
    ...endpointQuery(TASK_LISTS[kind], { query }),
    placeholderData: keepPreviousData,
  });
}

export function useTask(taskId: number) {
  return useQuery(endpointQuery(logisticsEndpoints.detail, { path: { taskId } }));
}

export function useTaskRecords(taskId: number) {
  return useQuery(endpointQuery(logisticsEndpoints.records, { path: { taskId } }));
}

/** Asked for only once the task has a shipment. */
export function useTaskTracking(taskId: number, shipped: boolean) {
  return useQuery({
    ...endpointQuery(logisticsEndpoints.tracking, { query: { taskId } }),
    enabled: shipped,
  });
}

/** The task lists of both kinds, whatever their filters and page. */
const TASK_LIST_KEYS = Object.values(TASK_LISTS).map((list) => endpointKey(list));

/**
 * An action on a task: its answer is the task as it now is, which becomes the detail's data;
 * the task's records and the lists refresh, and whatever else `changes` names.
 */
function useTaskAction<Input = void>(
  taskId: number,
  mutationFn: (input: Input) => Promise<TaskDetail>,
  { invalidates = [], ...changes }: MutationChanges = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (task) =>
      queryClient.setQueryData(
        endpointKey(logisticsEndpoints.detail, { path: { taskId: task.taskId } }),
        task,
      ),
    meta: {
      ...changes,
      invalidates: [
        endpointKey(logisticsEndpoints.records, { path: { taskId } }),
        ...invalidates,
        ...TASK_LIST_KEYS,
      ],
    },
  });
}

/** 接单: the answer is the accepted task. */
export const useAcceptTask = (taskId: number) =>
  useTaskAction(taskId, () => apiClient.call(logisticsEndpoints.accept, { path: { taskId } }));

/**
 * A task's result: the answer is the task with its new status; its tracking refreshes too. A
 * failure leaves the screen as it was, for the same intent to be sent again: one idempotency
 * key per 提交 intent, so a form sent again after a lost answer is recorded once.
 */
export const useSubmitTask = (taskId: number) =>
  useTaskAction(
    taskId,
    ({ body, key }: { body: TaskSubmission; key: string }) =>
      apiClient.call(logisticsEndpoints.submit, { path: { taskId }, body, idempotencyKey: key }),
    {
      invalidates: [endpointKey(logisticsEndpoints.tracking, { query: { taskId } })],
      onlyOnSuccess: true,
    },
  );
