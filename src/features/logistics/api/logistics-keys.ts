import type { TaskKind } from '@/lib/enums/logistics-task';
import type { TaskQuery } from './logistics-schemas';

export const logisticsKeys = {
  all: ['logistics'] as const,
  lists: () => [...logisticsKeys.all, 'list'] as const,
  list: (kind: TaskKind, query: TaskQuery) => [...logisticsKeys.lists(), kind, query] as const,
  details: () => [...logisticsKeys.all, 'detail'] as const,
  detail: (taskId: number) => [...logisticsKeys.details(), taskId] as const,
  records: (taskId: number) => [...logisticsKeys.all, 'records', taskId] as const,
  tracking: (taskId: number) => [...logisticsKeys.all, 'tracking', taskId] as const,
};
