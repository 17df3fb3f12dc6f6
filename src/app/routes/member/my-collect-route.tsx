export { FavouritesPage as Component } from '@/features/goods/components/favourites-page';
