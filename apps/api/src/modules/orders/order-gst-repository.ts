import { inArray } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { Executor } from '../../db/types';

export interface ProductGstClass {
  hsnCode: string;
  gstRate: number;
  gstRateAbove: number | null;
  gstThreshold: number | null;
}

/** The GST class of each product (a read of the catalogue's table; the catalogue writes it). */
export async function findProductGstClasses(
  db: Executor,
  productIds: string[],
): Promise<Map<string, ProductGstClass>> {
  const rows = await db
    .select({
      id: products.id,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      gstRateAbove: products.gstRateAbove,
      gstThreshold: products.gstThreshold,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map(({ id, ...gst }) => [id, gst]));
}
