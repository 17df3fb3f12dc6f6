export { DivisionIntroductionPage as Component } from '@/features/division/components/division-introduction-page';
