import { BRANDS } from '../brands';
import { SIZES } from '../sizes';
import type { ProductTemplate } from './types';

/** Bottles are drawn in the tint of what is inside them; the shopper picks no colour. */
const BOTTLE_TINTS = ['98d8b8', 'f4b6c2', 'f6b78c', 'fff3d6', 'b39ddb', '87b9e0', 'd4a017'];

export const BEAUTY_TEMPLATES: readonly ProductTemplate[] = [
  {
    subcategory: 'skincare',
    count: 8,
    kind: 'bottle',
    brands: BRANDS.beauty,
    styles: [
      {
        name: 'Vitamin C Face Serum',
        tags: ['serum', 'glow'],
        sizes: ['30 ml', '50 ml'],
        surcharge: { '50 ml': 200 },
      },
      {
        name: 'Aloe Vera and Cucumber Face Wash',
        tags: ['face wash'],
        sizes: ['100 ml', '200 ml'],
        surcharge: { '200 ml': 100 },
        price: [199, 399],
      },
      {
        name: 'Assam Green Tea Moisturiser',
        tags: ['moisturiser'],
        sizes: ['50 g', '100 g'],
        surcharge: { '100 g': 150 },
      },
      { name: 'Niacinamide Oil-Control Serum', tags: ['serum', 'oily skin'] },
      { name: 'Sandalwood and Turmeric Face Pack', tags: ['face pack', 'ayurvedic'] },
      {
        name: 'SPF 50 Matte Sunscreen',
        tags: ['sunscreen'],
        sizes: ['50 g', '100 g'],
        surcharge: { '100 g': 200 },
      },
      { name: 'Kumkumadi Night Cream', tags: ['night cream', 'ayurvedic'] },
      {
        name: 'Rose Water Face Toner',
        tags: ['toner'],
        sizes: ['100 ml', '200 ml'],
        surcharge: { '200 ml': 100 },
        price: [149, 299],
      },
      { name: 'Ubtan Face Scrub', tags: ['scrub', 'ayurvedic'] },
    ],
    price: [249, 899],
    sizes: SIZES.free,
    colours: { defaultTints: BOTTLE_TINTS },
    tags: ['beauty', 'skincare'],
    descriptions: [
      'Dermatologically tested and free of parabens and sulphates, for all skin types.',
      '{brand} blends time-tested Indian ingredients with modern actives for visible results.',
    ],
    closers: ['Do a patch test before first use.', 'Not tested on animals.'],
    views: 2,
  },
  {
    subcategory: 'haircare',
    count: 6,
    kind: 'bottle',
    brands: BRANDS.beauty,
    styles: [
      {
        name: 'Onion and Bhringraj Hair Oil',
        tags: ['hair oil', 'hair fall'],
        sizes: ['100 ml', '200 ml'],
        surcharge: { '200 ml': 150 },
      },
      {
        name: 'Coconut and Curry Leaf Hair Oil',
        tags: ['hair oil'],
        sizes: ['200 ml', '500 ml'],
        surcharge: { '500 ml': 200 },
      },
      {
        name: 'Anti-Dandruff Neem Shampoo',
        tags: ['shampoo', 'dandruff'],
        sizes: ['200 ml', '400 ml'],
        surcharge: { '400 ml': 150 },
      },
      {
        name: 'Amla and Shikakai Shampoo',
        tags: ['shampoo'],
        sizes: ['200 ml', '400 ml'],
        surcharge: { '400 ml': 150 },
      },
      { name: 'Argan Oil Smoothening Conditioner', tags: ['conditioner'] },
      { name: 'Hibiscus Hair Mask', tags: ['hair mask'] },
      { name: 'Rosemary Hair Growth Serum', tags: ['serum', 'hair growth'] },
    ],
    price: [199, 799],
    sizes: SIZES.free,
    colours: { defaultTints: BOTTLE_TINTS },
    tags: ['beauty', 'haircare'],
    descriptions: [
      'Cold-pressed oils and herbal extracts that nourish from root to tip.',
      '{brand} haircare, made without silicones or mineral oil.',
    ],
    closers: ['Suitable for all hair types.', 'Best results with regular use for eight weeks.'],
    views: 2,
  },
  {
    subcategory: 'fragrances',
    count: 6,
    kind: 'perfume',
    brands: BRANDS.fragrance,
    styles: [
      {
        name: 'Oud Eau de Parfum for Men',
        tags: ['perfume', 'men', 'oud'],
        sizes: ['50 ml', '100 ml'],
        surcharge: { '100 ml': 400 },
      },
      {
        name: 'Mogra Eau de Parfum for Women',
        tags: ['perfume', 'women', 'floral'],
        sizes: ['50 ml', '100 ml'],
        surcharge: { '100 ml': 400 },
      },
      {
        name: 'Kannauj Rose Attar',
        tags: ['attar', 'rose'],
        sizes: ['6 ml', '12 ml'],
        surcharge: { '12 ml': 300 },
      },
      { name: 'Sandalwood Attar Roll-On', tags: ['attar', 'sandalwood'] },
      { name: 'Citrus Fresh Body Mist', tags: ['body mist'], price: [249, 499] },
      { name: 'Vetiver Eau de Toilette', tags: ['perfume', 'vetiver'] },
      { name: 'Jasmine Deodorant Spray', tags: ['deodorant'], price: [199, 399] },
    ],
    price: [499, 2499],
    sizes: SIZES.free,
    colours: { defaultTints: ['b39ddb', 'd4a017', 'f4b6c2', '006a4e', 'c62828', '87b9e0'] },
    tags: ['beauty', 'fragrance'],
    descriptions: [
      'A long-lasting fragrance built around notes distilled in Kannauj, India’s perfume capital.',
      '{brand} blends that open fresh and settle into a warm, lingering base.',
    ],
    closers: ['Dab or spray on the wrists and neck.', 'Lasts six to eight hours.'],
    views: 2,
  },
];
