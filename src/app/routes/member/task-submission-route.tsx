export { TaskSubmissionPage as Component } from '@/features/logistics/components/task-submission-page';
