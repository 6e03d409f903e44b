import type { AdminProduct, AdminVariant } from '@shop/contracts';
import type { AdminProductRecord } from './product-admin-repository';
import type { VariantRow } from './variant-admin-repository';

const ref = (row: { id: string; name: string; slug: string }) => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  slug: row.slug,
});

export function toAdminVariant(row: VariantRow): AdminVariant {
  return {
    _id: row.id,
    id: row.id,
    productId: row.productId,
    sku: row.sku,
    color: row.color,
    colorCode: row.colorCode,
    size: row.size,
    price: row.price,
    originalPrice: row.originalPrice,
    stock: row.stock,
    images: row.images,
    position: row.position,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** spec §3 Product as the back office sees it (every variant; prices kept by the database). */
export function toAdminProduct({
  product,
  category,
  subCategory,
  variants,
}: AdminProductRecord): AdminProduct {
  return {
    _id: product.id,
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    categoryId: product.categoryId,
    subCategoryId: product.subCategoryId,
    category: ref(category),
    subCategory: subCategory ? ref(subCategory) : null,
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
    variants: variants.map(toAdminVariant),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
