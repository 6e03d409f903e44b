import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../constants';
import { ProductSchema } from './product';

/** GET /api/search/suggest?q= : what the header search box offers while a shopper types. */
export const SearchSuggestQuerySchema = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, 'Search text is required')
    .max(SEARCH_TEXT_MAX, 'Search text is too long'),
});
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuerySchema>;

/**
 * One suggestion. A category or brand suggestion is a search to run (`search`); a product one
 * opens the product (`productId`).
 */
export const SearchSuggestionSchema = z.object({
  kind: z.enum(['category', 'brand', 'product']),
  label: z.string(),
  /** Where it sits: a category's parent ("Women"), a product's brand. */
  detail: z.string().nullable(),
  search: z.string().nullable(),
  productId: z.string().nullable(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

export const SearchSuggestionsSchema = z.object({
  suggestions: z.array(SearchSuggestionSchema),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

/** At most this many of each kind. */
export const SUGGESTIONS_PER_KIND = 4;

/**
 * GET /api/search/recover?q= : when a search finds nothing, a nearer search ("did you mean")
 * that finds something, and popular products of the closest category (or of the shop).
 */
export const SearchRecoverySchema = z.object({
  didYouMean: z.string().nullable(),
  category: z.object({ name: z.string(), slug: z.string() }).nullable(),
  products: z.array(ProductSchema),
});
export type SearchRecovery = z.infer<typeof SearchRecoverySchema>;

/** How many popular products a dead-end search shows. */
export const RECOVERY_PRODUCTS_COUNT = 8;
