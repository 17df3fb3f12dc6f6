export { MyGroupPage as Component } from '@/features/team/components/my-group-page';
