export { DivisionContactPage as Component } from '@/features/division/components/division-contact-page';
