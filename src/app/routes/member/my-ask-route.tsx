export { MyAskPage as Component } from '@/features/enquiry/components/my-ask-page';
