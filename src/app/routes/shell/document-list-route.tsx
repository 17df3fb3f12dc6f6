export { DocumentListPage as Component } from '@/features/portal/components/document/document-list-page';
