/**
 * GST classes per subcategory (issue 14, decision 015): HSN code and the rate in force since
 * GST 2.0 (22 September 2025). Apparel (HSN 61/62), textile made-ups (63) and footwear (64) are
 * 5% up to ₹2,500 of sale value per piece and 18% above; the rest have one rate. Migration 0014
 * applies the same table to products that existed before it.
 */
export interface GstClass {
  hsnCode: string;
  gstRate: number;
  gstRateAbove: number | null;
  gstThreshold: number | null;
}

const byValue = (hsnCode: string): GstClass => ({
  hsnCode,
  gstRate: 5,
  gstRateAbove: 18,
  gstThreshold: 2500,
});
const flat = (hsnCode: string, gstRate: number): GstClass => ({
  hsnCode,
  gstRate,
  gstRateAbove: null,
  gstThreshold: null,
});

export const GST_CLASSES: Readonly<Record<string, GstClass>> = {
  'men-t-shirts': byValue('6109'),
  'men-shirts': byValue('6205'),
  'men-jeans': byValue('6203'),
  'men-kurtas': byValue('6211'),
  'men-trousers': byValue('6203'),
  'women-kurtas-kurtis': byValue('6211'),
  // Sarees are woven fabric (chapters 50-55), 5% whatever the value.
  sarees: flat('5407', 5),
  'women-dresses': byValue('6204'),
  'women-tops': byValue('6206'),
  'women-leggings': byValue('6104'),
  'dupattas-stoles': byValue('6214'),
  'boys-clothing': byValue('6109'),
  'girls-clothing': byValue('6204'),
  'infant-wear': byValue('6111'),
  'sports-shoes': byValue('6404'),
  'casual-shoes': byValue('6404'),
  'sandals-floaters': byValue('6402'),
  'ethnic-footwear': byValue('6403'),
  backpacks: flat('4202', 18),
  handbags: flat('4202', 18),
  wallets: flat('4202', 18),
  watches: flat('9102', 18),
  sunglasses: flat('9004', 18),
  bedsheets: byValue('6302'),
  'cushion-covers': byValue('6304'),
  curtains: byValue('6303'),
  'kitchen-dining': flat('6912', 5),
  skincare: flat('3304', 18),
  haircare: flat('3305', 5),
  fragrances: flat('3303', 18),
  earphones: flat('8518', 18),
  'chargers-cables': flat('8504', 18),
  'phone-cases': flat('3926', 18),
  'power-banks': flat('8507', 18),
};

/** A subcategory's class; apparel's for one not listed (the columns' defaults too). */
export function gstClassOf(subcategorySlug: string): GstClass {
  return GST_CLASSES[subcategorySlug] ?? byValue('6211');
}
