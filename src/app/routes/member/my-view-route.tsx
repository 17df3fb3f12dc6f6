export { BrowseHistoryPage as Component } from '@/features/goods/components/browse-history-page';
