import type { AdminProduct } from '@shop/contracts';

/** A product as GET /admin/products/{id} answers, with only what the form reads filled in. */
export function buildAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: 'p1',
    id: 'p1',
    name: 'Banarasi Silk Saree',
    slug: 'banarasi-silk-saree',
    description: 'Woven in Varanasi.',
    nonReturnable: false,
    productNonReturnable: false,
    categoryId: 'c1',
    subCategoryId: null,
    category: { _id: 'c1', id: 'c1', name: 'Women', slug: 'women' },
    subCategory: null,
    brand: 'Kashi Looms',
    price: 4999,
    originalPrice: 6999,
    minPrice: 4999,
    maxPrice: 4999,
    totalStock: 4,
    images: [],
    specifications: { fabric: null, fit: null, material: null, washCare: null },
    tags: [],
    isActive: true,
    isFeatured: false,
    isTrending: false,
    displayFilters: [],
    gst: { hsnCode: '5007', gstRate: 5, gstRateAbove: 18, gstThreshold: 2500 },
    disclosures: {
      countryOfOrigin: null,
      manufacturer: null,
      packer: null,
      importer: null,
      netQuantity: null,
      customerCare: null,
    },
    variants: [],
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}
