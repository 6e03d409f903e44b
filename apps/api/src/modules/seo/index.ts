export { seoRoutes } from './seo-routes';
