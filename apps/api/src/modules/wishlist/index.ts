export { wishlistRoutes } from './wishlist-routes';
