export { PdfPreviewPage as Component } from '@/features/portal/components/pdf/pdf-preview-page';
