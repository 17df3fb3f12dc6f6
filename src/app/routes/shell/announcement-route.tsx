export { AnnouncementPage as Component } from '@/features/portal/components/announcement-page';
