export { NoticePage as Component } from '@/features/staff/components/notice-page';
