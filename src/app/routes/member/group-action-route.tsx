export { GroupActionPage as Component } from '@/features/team/components/group-action-page';
