import { z } from 'zod';

/** spec §3: Category. `_id` and `id` carry the same value. */
export const CategoryBaseSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  level: z.number().int(),
  parentId: z.string().nullable(),
  isActive: z.boolean(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type CategoryBase = z.infer<typeof CategoryBaseSchema>;

export type Category = CategoryBase & { children: Category[] };

export const CategorySchema: z.ZodType<Category> = CategoryBaseSchema.extend({
  children: z.lazy(() => z.array(CategorySchema)),
});

export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) });
export type CategoryList = z.infer<typeof CategoryListSchema>;
