export { VideoPage as Component } from '@/features/portal/components/lists/video-page';
