export { HomePage as Component } from '@/features/portal/components/home-page';
