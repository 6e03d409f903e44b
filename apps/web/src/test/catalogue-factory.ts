import type {
  FilterData,
  Product,
  ProductDetail,
  ProductDisclosures,
  Variant,
} from '@shop/contracts';

/** Test data builders for the catalogue (never imported by the app). */
let sequence = 0;
const nextId = (prefix: string) => `${prefix}${String(++sequence).padStart(6, '0')}`;

export function buildVariant(overrides: Partial<Variant> = {}): Variant {
  const color = overrides.color ?? 'Navy Blue';
  return {
    _id: nextId('v'),
    color,
    colorCode: '#1f3a5f',
    size: 'M',
    price: 999,
    originalPrice: 1499,
    stock: 10,
    images: [`/uploads/catalog/${color.toLowerCase().replace(/\s+/g, '-')}-front.svg`],
    ...overrides,
  };
}

export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? nextId('p');
  const variants = overrides.variants ?? [buildVariant()];
  return {
    _id: id,
    id,
    name: 'Cotton Kurta',
    slug: `cotton-kurta-${id}`,
    description: 'A soft cotton kurta for every day.',
    nonReturnable: false,
    category: { _id: 'c1', id: 'c1', name: 'Men', slug: 'men' },
    subCategory: { _id: 'c2', id: 'c2', name: 'Kurtas', slug: 'men-kurtas' },
    brand: 'Khadi Craft',
    price: 999,
    originalPrice: 1499,
    minPrice: 999,
    maxPrice: 999,
    totalStock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    images: ['/uploads/catalog/kurta-front.svg', '/uploads/catalog/kurta-back.svg'],
    variants,
    rating: { average: 0, count: 0 },
    specifications: { fabric: 'Cotton', fit: 'Regular', material: null, washCare: 'Machine wash' },
    tags: [],
    isActive: true,
    isFeatured: false,
    isTrending: false,
    displayFilters: [],
    availableColors: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The product page's answer: the product with its legal disclosures (issue 16). */
export function buildProductDetail(
  overrides: Partial<Product> = {},
  disclosures: Partial<ProductDisclosures> = {},
): ProductDetail {
  const product = buildProduct(overrides);
  return {
    ...product,
    disclosures: {
      countryOfOrigin: 'India',
      manufacturer: 'Khadi Craft Private Limited, 9 Ashram Road, Ahmedabad, Gujarat 380009',
      packer: null,
      importer: null,
      netQuantity: '1 N (one piece)',
      customerCare: null,
      mrp: product.originalPrice,
      soldBy: 'Bharat Bazaar Retail Private Limited',
      store: {
        phone: '+91 80-4123-4567',
        email: 'care@bharatbazaar.example',
        address: '12 MG Road, Bengaluru, Karnataka, 560001',
        grievanceOfficer: {
          name: 'Meera Iyer',
          designation: 'Grievance Officer',
          phone: '8041234568',
          email: 'grievance@bharatbazaar.example',
        },
      },
      ...disclosures,
    },
  };
}

export function buildFilterData(overrides: Partial<FilterData> = {}): FilterData {
  return {
    priceRange: { minPrice: 199, maxPrice: 4999 },
    brands: [
      { name: 'Khadi Craft', count: 4 },
      { name: 'Urban Tadka', count: 7 },
    ],
    sizes: [
      { name: 'M', count: 9 },
      { name: 'L', count: 8 },
    ],
    colors: [{ name: 'Navy Blue', colorCode: '#1f3a5f', count: 5 }],
    materials: [{ name: 'Leather', count: 2 }],
    fabrics: [{ name: 'Linen', count: 3 }],
    subcategories: [{ name: 'Kurtas', slug: 'men-kurtas', count: 6 }],
    ...overrides,
  };
}
