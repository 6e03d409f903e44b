import { type AdminProduct, type AdminVariant, resolveDisclosures } from '@shop/contracts';
import type { AdminProductRecord } from './product-admin-repository';
import { productFields } from './product-mapper';
import type { VariantRow } from './variant-admin-repository';

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
    ...productFields(product, category, subCategory),
    translations: product.translations,
    productNonReturnable: product.nonReturnable,
    categoryId: product.categoryId,
    subCategoryId: product.subCategoryId,
    gst: {
      hsnCode: product.hsnCode,
      gstRate: product.gstRate,
      gstRateAbove: product.gstRateAbove,
      gstThreshold: product.gstThreshold,
    },
    disclosures: resolveDisclosures([product.disclosures]),
    variants: variants.map(toAdminVariant),
  };
}
