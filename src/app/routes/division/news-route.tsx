export { DivisionNewsPage as Component } from '@/features/division/components/division-news-page';
