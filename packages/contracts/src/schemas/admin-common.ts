import { z } from 'zod';
import { IdSchema, PaginationSchema } from './common';

/** Back-office tables: page 1 and 20 rows unless asked otherwise (spec §7, banners). */
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** A variant at or below this stock shows on the dashboard. */
export const LOW_STOCK_THRESHOLD = 5;

export const AdminPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100_000, 'Page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(ADMIN_MAX_PAGE_SIZE, `Limit must be at most ${ADMIN_MAX_PAGE_SIZE}`)
    .default(ADMIN_DEFAULT_PAGE_SIZE),
});
export type AdminPageQuery = z.infer<typeof AdminPageQuerySchema>;

/** Same shape as the storefront's pagination (spec §3). */
export const AdminPaginationSchema = PaginationSchema;
export type AdminPagination = z.infer<typeof AdminPaginationSchema>;

export const AdminIdParamsSchema = z.object({ id: IdSchema });
export type AdminIdParams = z.infer<typeof AdminIdParamsSchema>;

/** What a DELETE answers. */
export const AdminDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type AdminDeleted = z.infer<typeof AdminDeletedSchema>;

/** "true"/"false" in a query string (anything else is a 400). */
export const QueryBooleanSchema = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((value) => value === 'true');

/**
 * A path that a browser reads as another site's address: "//evil.com" is protocol-relative, a
 * backslash counts as a slash ("/\\evil.com"), and tabs and line breaks are dropped before the
 * address is read ("/<tab>/evil.com").
 */
const leavesTheSite = (value: string) => /^\/[/\\]/.test(value.replace(/[\t\n\r]/g, ''));

/** A link target: a site path ("/products?category=...") or an http(s) address. */
export const PathOrUrlSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} is too long`)
    .refine((value) => !leavesTheSite(value), {
      message: `${label} must not start with // or /\\: give a path on this shop (like /products) or a full https:// address`,
    })
    .refine((value) => value.startsWith('/') || /^https?:\/\/\S+$/i.test(value), {
      message: `${label} must be a path starting with / or an http(s) address`,
    });

/**
 * An image: a site path ("/uploads/...") or an https address (a CDN). Not plain http: the shop's
 * Content-Security-Policy lets pictures come from https only, so an http picture never shows.
 */
export const ImageAddressSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} is too long`)
    .refine((value) => value.startsWith('/') || /^https:\/\/\S+$/i.test(value), {
      message: `${label} must be a path starting with / or an https address`,
    });

/** Optional free text: trimmed; empty or null is stored as null. */
export const OptionalTextSchema = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));

/** Required text: trimmed, not blank. */
export const RequiredTextSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const IsoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Must be a date and time' });
