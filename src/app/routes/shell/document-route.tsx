export { DocumentPage as Component } from '@/features/portal/components/document/document-page';
