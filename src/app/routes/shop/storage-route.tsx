export { CataloguePage as Component } from '@/features/goods/components/catalogue-page';
