export { FamilyPage as Component } from '@/features/portal/components/lists/family-page';
