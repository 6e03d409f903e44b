import { z } from 'zod';

/**
 * A synonym term: letters, digits, spaces and hyphens ("t-shirt", "phone cover"). A letter may
 * carry its marks: Hindi's vowel signs and virama (कुर्ता) are marks, not letters, and so are
 * the joiners some Indic spellings need. One Unicode form (NFC), so the same word typed twice
 * is the same term.
 */
const SynonymTermSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .toLowerCase()
  .min(2, 'Each word must have at least 2 characters')
  .max(40, 'Each word must be 40 characters or less')
  .regex(
    /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N} -]|\u200c|\u200d)*$/u,
    'Use letters, digits, spaces and hyphens only',
  );

/** POST/PUT /api/admin/search/synonyms: words a shopper may type for the same thing. */
export const AdminSynonymBodySchema = z.strictObject({
  terms: z
    .array(SynonymTermSchema)
    .min(2, 'Give at least two words that mean the same')
    .max(20, 'At most 20 words in one group')
    .refine((terms) => new Set(terms).size === terms.length, 'Each word only once'),
});
export type AdminSynonymBody = z.infer<typeof AdminSynonymBodySchema>;

export const AdminSynonymSchema = z.object({
  _id: z.string(),
  terms: z.array(z.string()),
  updatedAt: z.string(),
});
export type AdminSynonym = z.infer<typeof AdminSynonymSchema>;

export const AdminSynonymListSchema = z.object({ synonyms: z.array(AdminSynonymSchema) });
export type AdminSynonymList = z.infer<typeof AdminSynonymListSchema>;

export const SearchQueryStatSchema = z.object({
  query: z.string(),
  searches: z.number().int(),
  /** Products found by the latest search of it. */
  results: z.number().int(),
  lastSearchedAt: z.string(),
});
export type SearchQueryStat = z.infer<typeof SearchQueryStatSchema>;

/** GET /api/admin/search/insights: what shoppers search most, and what finds nothing. */
export const SearchInsightsSchema = z.object({
  topSearches: z.array(SearchQueryStatSchema),
  noResultSearches: z.array(SearchQueryStatSchema),
});
export type SearchInsights = z.infer<typeof SearchInsightsSchema>;

export const SEARCH_INSIGHTS_COUNT = 20;
