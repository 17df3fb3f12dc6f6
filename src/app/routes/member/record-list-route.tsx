export { TaskRecordsPage as Component } from '@/features/logistics/components/task-records-page';
