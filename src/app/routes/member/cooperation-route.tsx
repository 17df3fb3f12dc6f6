export { CooperationPage as Component } from '@/features/cooperation/components/cooperation-page';
