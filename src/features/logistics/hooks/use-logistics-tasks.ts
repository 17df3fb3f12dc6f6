import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskKind } from '@/lib/enums/logistics-task';
import {
  acceptTask,
  getTask,
  getTaskRecords,
  getTasks,
  getTaskTracking,
  submitTask,
} from '../api/logistics-api';
import { logisticsKeys } from '../api/logistics-keys';
import type { TaskQuery, TaskSubmission } from '../api/logistics-schemas';

export function useTasks(kind: TaskKind, query: TaskQuery) {
  return useQuery({
    queryKey: logisticsKeys.list(kind, query),
    queryFn: () => getTasks(kind, query),
    placeholderData: keepPreviousData,
  });
}

export function useTask(taskId: number) {
  return useQuery({
    queryKey: logisticsKeys.detail(taskId),
    queryFn: () => getTask(taskId),
  });
}

export function useTaskRecords(taskId: number) {
  return useQuery({
    queryKey: logisticsKeys.records(taskId),
    queryFn: () => getTaskRecords(taskId),
  });
}

/** Asked for only once the task has a shipment. */
export function useTaskTracking(taskId: number, shipped: boolean) {
  return useQuery({
    queryKey: logisticsKeys.tracking(taskId),
    queryFn: () => getTaskTracking(taskId),
    enabled: shipped,
  });
}

/** 接单: the answer is the accepted task; its records and the lists refresh. */
export function useAcceptTask(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptTask(taskId),
    onSuccess: (task) => queryClient.setQueryData(logisticsKeys.detail(task.taskId), task),
    meta: { invalidates: [logisticsKeys.records(taskId), logisticsKeys.lists()] },
  });
}

/**
 * A task's result: the answer is the task with its new status; its records, tracking and the
 * lists refresh. A failure leaves the screen as it was, for the same intent to be sent again.
 */
export function useSubmitTask(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TaskSubmission; key: string }) =>
      submitTask(taskId, body, key),
    onSuccess: (task) => queryClient.setQueryData(logisticsKeys.detail(task.taskId), task),
    meta: {
      invalidates: [
        logisticsKeys.records(taskId),
        logisticsKeys.tracking(taskId),
        logisticsKeys.lists(),
      ],
      onlyOnSuccess: true,
    },
  });
}
