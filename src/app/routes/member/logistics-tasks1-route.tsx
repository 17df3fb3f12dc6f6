export { ExtraTasksPage as Component } from '@/features/logistics/components/task-list-page';
