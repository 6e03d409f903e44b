import {
  type AdminProduct,
  type AdminProductCreateBody,
  type AdminProductUpdateBody,
  type AdminVariantCreateBody,
  KNOWN_COLOURS,
} from '@shop/contracts';
import { hasHindi, hindiText } from './translation-values';
import { disclosureBody, disclosureValues, type DisclosureValues } from './disclosure-values';

/** A variant as typed: numbers stay text until sent, so a half-typed price is not lost. */
export interface VariantFormValues {
  color: string;
  colorCode: string;
  size: string;
  price: string;
  originalPrice: string;
  stock: string;
}

export interface ProductFormValues {
  name: string;
  brand: string;
  categoryId: string;
  subCategoryId: string;
  description: string;
  images: { url: string }[];
  fabric: string;
  fit: string;
  material: string;
  washCare: string;
  /** Comma-separated. */
  tags: string;
  displayFilters: string;
  isActive: boolean;
  isFeatured: boolean;
  isTrending: boolean;
  /** GST (issue 14): HSN code, rate, and the higher rate above a value per piece (text as typed). */
  hsnCode: string;
  gstRate: string;
  gstRateAbove: string;
  gstThreshold: string;
  /** Issue 16: the product's own legal disclosures. */
  disclosures: DisclosureValues;
  /** Issue 19: the owner's Hindi name and description, blank when there is none. */
  translations: { hi: { name: string; description: string } };
  /** Only when creating: the product and its first variants go in one call. */
  variants: VariantFormValues[];
}

/** The form's top-level names, for placing the server's field errors. */
export const PRODUCT_FIELDS = [
  'name',
  'brand',
  'categoryId',
  'subCategoryId',
  'description',
  'images',
  'fabric',
  'fit',
  'material',
  'washCare',
  'tags',
  'displayFilters',
  'isActive',
  'isFeatured',
  'isTrending',
  'hsnCode',
  'gstRate',
  'gstRateAbove',
  'gstThreshold',
  'disclosures',
  'translations',
  'variants',
] as const;

/** Body paths that sit elsewhere in the form. */
export const PRODUCT_FIELD_RENAMES: Record<string, string> = {
  'specifications.fabric': 'fabric',
  'specifications.fit': 'fit',
  'specifications.material': 'material',
  'specifications.washCare': 'washCare',
  'gst.hsnCode': 'hsnCode',
  'gst.gstRate': 'gstRate',
  'gst.gstRateAbove': 'gstRateAbove',
  'gst.gstThreshold': 'gstThreshold',
};

const SWATCHES = new Map(
  Object.values(KNOWN_COLOURS).map((colour) => [colour.name.toLowerCase(), colour.hex]),
);

/** The swatch of a colour the shop knows by name ('Red', ' maroon ' -> its hex), else undefined. */
export function swatchOfColour(name: string): string | undefined {
  return SWATCHES.get(name.trim().replace(/\s+/g, ' ').toLowerCase());
}

/** A new variant's swatch until its colour name is one the shop knows, or the owner picks one. */
export const EMPTY_VARIANT: VariantFormValues = {
  color: '',
  colorCode: '#1e2a78',
  size: '',
  price: '',
  originalPrice: '',
  stock: '0',
};

export function productFormValues(product?: AdminProduct): ProductFormValues {
  return {
    name: product?.name ?? '',
    brand: product?.brand ?? '',
    categoryId: product?.categoryId ?? '',
    subCategoryId: product?.subCategoryId ?? '',
    description: product?.description ?? '',
    images: (product?.images ?? []).map((url) => ({ url })),
    fabric: product?.specifications.fabric ?? '',
    fit: product?.specifications.fit ?? '',
    material: product?.specifications.material ?? '',
    washCare: product?.specifications.washCare ?? '',
    tags: product?.tags.join(', ') ?? '',
    displayFilters: product?.displayFilters.join(', ') ?? '',
    isActive: product?.isActive ?? true,
    isFeatured: product?.isFeatured ?? false,
    isTrending: product?.isTrending ?? false,
    // A new product starts as apparel: 5% up to ₹2,500 a piece, 18% above (decision 015).
    hsnCode: product?.gst.hsnCode ?? '6211',
    gstRate: String(product?.gst.gstRate ?? 5),
    gstRateAbove: product ? String(product.gst.gstRateAbove ?? '') : '18',
    gstThreshold: product ? String(product.gst.gstThreshold ?? '') : '2500',
    disclosures: disclosureValues(product?.disclosures),
    translations: {
      hi: {
        name: product?.translations?.hi?.name ?? '',
        description: product?.translations?.hi?.description ?? '',
      },
    },
    variants: product ? [] : [{ ...EMPTY_VARIANT }],
  };
}

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** '' stays '' so the server says the number is missing, rather than a silent 0. */
const amount = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

export function variantBody(values: VariantFormValues): AdminVariantCreateBody {
  return {
    color: values.color,
    colorCode: values.colorCode,
    size: values.size,
    price: amount(values.price),
    ...(values.originalPrice.trim() ? { originalPrice: amount(values.originalPrice) } : {}),
    stock: values.stock.trim() ? amount(values.stock) : 0,
  };
}

export function productUpdateBody(values: ProductFormValues): AdminProductUpdateBody {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  return {
    name: values.name,
    brand: values.brand,
    categoryId: values.categoryId,
    subCategoryId: values.subCategoryId || null,
    description: values.description,
    images: values.images.map((image) => image.url.trim()).filter(Boolean),
    specifications: {
      fabric: text(values.fabric),
      fit: text(values.fit),
      material: text(values.material),
      washCare: text(values.washCare),
    },
    tags: list(values.tags),
    displayFilters: list(values.displayFilters),
    isActive: values.isActive,
    isFeatured: values.isFeatured,
    isTrending: values.isTrending,
    gst: {
      hsnCode: values.hsnCode.trim(),
      gstRate: amount(values.gstRate),
      gstRateAbove: values.gstRateAbove === '' ? null : amount(values.gstRateAbove),
      gstThreshold: values.gstThreshold.trim() === '' ? null : amount(values.gstThreshold),
    },
    disclosures: disclosureBody(values.disclosures),
    // Blank removes the Hindi text, so a Hindi page shows the English one again.
    translations: {
      hi: {
        name: hindiText(values.translations.hi.name),
        description: hindiText(values.translations.hi.description),
      },
    },
  };
}

export function productCreateBody(values: ProductFormValues): AdminProductCreateBody {
  const { categoryId, name, brand, translations, ...rest } = productUpdateBody(values);
  return {
    ...rest,
    // A new product has no Hindi text to remove: send them only when the owner gave one.
    ...(hasHindi(translations) ? { translations } : {}),
    name: name ?? '',
    brand: brand ?? '',
    categoryId: categoryId ?? '',
    variants: values.variants.map(variantBody),
  };
}
