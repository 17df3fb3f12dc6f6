export { StaffInfoPage as Component } from '@/features/staff/components/staff-info-page';
