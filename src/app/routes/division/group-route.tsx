export { DivisionTeamPage as Component } from '@/features/division/components/division-team-page';
