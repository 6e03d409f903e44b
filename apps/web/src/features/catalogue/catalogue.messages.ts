import { defineMessages } from '@/lib/i18n';

/**
 * What the home page and every product list share: the header search, product cards, the
 * home page's sections (in the home chunk, so kept to these).
 */
const en = {
  homeTitle: 'Online Shopping for Clothing and More',
  homeHeading: 'BharatBazaar: online shopping for clothing and everyday essentials',
  trendingNow: 'Trending Now',
  trendingNowText: 'What shoppers across India are buying this week.',
  featuredProducts: 'Featured Products',
  featuredProductsText: 'Hand-picked favourites from our collection.',
  viewAll: 'View all',
  viewAllProducts: ' products',
  loadingSection: 'Loading {title}',
  shopByCategory: 'Shop by Category',
  shopByCategoryText: 'Find what you need, from everyday wear to home essentials.',
  loadingCategories: 'Loading categories',
  loadingOffers: 'Loading offers',
  carousel: 'carousel',
  offers: 'Offers',
  shopNow: 'Shop Now',
  slide: 'slide',
  slidePosition: '{position} of {total}',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  playSlideshow: 'Play slideshow',
  pauseSlideshow: 'Pause slideshow',
  goToSlide: 'Go to slide {n}: {title}',
  customersSay: 'What Our Customers Say',
  starsOutOfFive: '{rating} out of 5 stars',
  review1: 'The kurta fits perfectly and the fabric feels lovely. Delivery reached me a day early.',
  review1Name: 'Priya Sharma',
  review1City: 'Mumbai',
  review2: 'Paying by UPI was quick, and I could track my order all the way to my door.',
  review2Name: 'Arjun Reddy',
  review2City: 'Hyderabad',
  review3: 'Good quality for the price. I exchanged a size without any trouble.',
  review3Name: 'Meera Iyer',
  review3City: 'Chennai',
  outOfStock: 'Out of Stock',
  adding: 'Adding...',
  addToCart: 'Add to Cart',
  searchProducts: 'Search products',
  searchShop: 'Search the shop',
  searchPlaceholder: 'Search products...',
  search: 'Search',
  recentSearch: 'Recent search',
  recentSearches: 'Recent searches',
  searchSuggestions: 'Search suggestions',
  categoryIn: 'Category in {detail}',
  category: 'Category',
  brand: 'Brand',
  productBy: 'Product by {detail}',
  product: 'Product',
  recentCount: '{count} recent searches. Use the up and down arrows to choose.',
  suggestionCount:
    '{count, plural, one {# suggestion} other {# suggestions}}. Use the up and down arrows to choose.',
  clearRecentSearches: 'Clear recent searches',
} as const;

export type CatalogueMessages = typeof en;
export const catalogueMessages = defineMessages(en, () => import('./catalogue.messages.hi'));
