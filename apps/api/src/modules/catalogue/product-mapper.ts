import type { CategoryRef, Product, Variant } from '@shop/contracts';
import type { CategoryRefRow, ProductRecord, ProductRow, VariantRow } from './product-repository';

const toCategoryRef = (row: CategoryRefRow): CategoryRef => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  slug: row.slug,
});

const toVariant = (row: VariantRow): Variant => ({
  _id: row.id,
  color: row.color,
  colorCode: row.colorCode,
  size: row.size,
  price: row.price,
  originalPrice: row.originalPrice,
  stock: row.stock,
  images: row.images,
});

/** spec §3 Product, with availableColors derived from the variants in their display order. */
export function toProduct({ product, category, subCategory, variants }: ProductRecord): Product {
  const colors = new Map<string, Product['availableColors'][number]>();
  for (const variant of variants) {
    const known = colors.get(variant.color);
    if (!known) {
      colors.set(variant.color, {
        color: variant.color,
        colorCode: variant.colorCode,
        images: variant.images,
      });
    } else if (known.images.length === 0 && variant.images.length > 0) {
      known.images = variant.images;
    }
  }
  return {
    ...productFields(product, category, subCategory),
    variants: variants.map(toVariant),
    availableColors: [...colors.values()],
  };
}

/** spec §3 Product: the fields shoppers and the back office both see. */
export function productFields(
  product: ProductRow,
  category: CategoryRefRow,
  subCategory: CategoryRefRow | null,
) {
  return {
    _id: product.id,
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    /** Issue 15: the product or one of its categories is not taken back. */
    nonReturnable: Boolean(
      product.nonReturnable || category.nonReturnable || subCategory?.nonReturnable,
    ),
    category: toCategoryRef(category),
    subCategory: subCategory ? toCategoryRef(subCategory) : null,
    brand: product.brand,
    price: product.price,
    originalPrice: product.originalPrice,
    minPrice: product.minPrice,
    maxPrice: product.maxPrice,
    totalStock: product.totalStock,
    images: product.images,
    specifications: {
      fabric: product.fabric,
      fit: product.fit,
      material: product.material,
      washCare: product.washCare,
    },
    tags: product.tags,
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    isTrending: product.isTrending,
    displayFilters: product.displayFilters,
    rating: {
      average: Math.round(product.ratingAverage * 10) / 10,
      count: product.ratingCount,
    },
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
