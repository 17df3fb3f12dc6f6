export { AgreementPage as Component } from '@/features/auth/components/agreement-page';
