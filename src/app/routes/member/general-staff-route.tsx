export { StaffPage as Component } from '@/features/staff/components/staff-page';
