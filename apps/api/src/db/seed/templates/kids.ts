import { BRANDS } from '../brands';
import { PALETTES } from '../colours';
import { SIZES } from '../sizes';
import type { ProductTemplate } from './types';

const KIDS_CARE = ['Machine wash cold with mild detergent. Dry in shade.'];

export const KIDS_TEMPLATES: readonly ProductTemplate[] = [
  {
    subcategory: 'boys-clothing',
    count: 8,
    kind: 'tee',
    brands: BRANDS.kids,
    styles: [
      { name: 'Boys Printed {fabric} T-Shirt', tags: ['t-shirt', 'printed'] },
      { name: 'Boys Dinosaur Print {fabric} T-Shirt', tags: ['t-shirt', 'dinosaur'] },
      { name: 'Boys Checked {fabric} Shirt', tags: ['shirt', 'checked'], kind: 'shirt' },
      {
        name: 'Boys {fabric} Kurta Pyjama Set',
        tags: ['kurta', 'festive'],
        kind: 'kurta',
        price: [599, 1499],
      },
      {
        name: 'Boys Stretchable Denim Jeans',
        tags: ['jeans'],
        kind: 'jeans',
        fabrics: ['Stretch Denim'],
      },
      {
        name: 'Boys {fabric} Joggers',
        tags: ['joggers'],
        kind: 'trousers',
        fabrics: ['Cotton Fleece', 'Cotton Blend'],
      },
    ],
    fits: ['Regular Fit'],
    fabrics: ['Cotton', 'Organic Cotton', 'Cotton Blend'],
    washCare: KIDS_CARE,
    price: [249, 999],
    sizes: SIZES.kids,
    surcharge: { '8-9Y': 50 },
    surchargeShare: 0.5,
    colours: PALETTES.kids,
    colourCount: [1, 3],
    tags: ['kids', 'boys'],
    descriptions: [
      'Soft {fabric} that stands up to playground, park and school-bus adventures.',
      '{brand} uses skin-friendly {fabric} and flat seams so nothing scratches.',
    ],
    closers: [
      'Roomy enough to last through a growth spurt.',
      'Colours stay bright wash after wash.',
    ],
  },
  {
    subcategory: 'girls-clothing',
    count: 8,
    kind: 'dress',
    brands: BRANDS.kids,
    styles: [
      { name: 'Girls Floral {fabric} Frock', tags: ['frock', 'floral'] },
      { name: 'Girls Tiered {fabric} Party Dress', tags: ['party wear'], price: [699, 1799] },
      { name: 'Girls Printed {fabric} Top', tags: ['top'], kind: 'top' },
      {
        name: 'Girls {fabric} Lehenga Choli Set',
        tags: ['lehenga', 'festive'],
        price: [999, 2499],
      },
      { name: 'Girls Anarkali {fabric} Kurta Set', tags: ['anarkali', 'festive'], kind: 'kurta' },
      {
        name: 'Girls Cotton Lycra Leggings',
        tags: ['leggings'],
        kind: 'leggings',
        fabrics: ['Cotton Lycra'],
      },
    ],
    fits: ['Regular Fit'],
    fabrics: ['Cotton', 'Rayon', 'Organic Cotton', 'Georgette'],
    washCare: KIDS_CARE,
    price: [299, 1299],
    sizes: SIZES.kids,
    surcharge: { '8-9Y': 50 },
    surchargeShare: 0.5,
    colours: PALETTES.kids,
    colourCount: [1, 3],
    tags: ['kids', 'girls'],
    descriptions: [
      'Soft {fabric} with a gentle lining where it touches the skin, as comfortable as it is pretty.',
      '{brand} makes this in gentle {fabric}, with easy fastenings little hands can manage.',
    ],
    closers: [
      'Made for birthday parties and family functions.',
      'Machine washable, because kids will be kids.',
    ],
  },
  {
    subcategory: 'infant-wear',
    count: 6,
    kind: 'kids-wear',
    brands: BRANDS.kids,
    styles: [
      { name: 'Infant {fabric} Romper', tags: ['romper'] },
      { name: 'Baby {fabric} Jhabla Set', tags: ['jhabla', 'set'] },
      { name: 'Baby {fabric} Onesie Pack of 3', tags: ['onesie', 'pack'], price: [599, 999] },
      { name: 'Infant Hooded {fabric} Romper', tags: ['romper', 'hooded'] },
      { name: 'Baby {fabric} Sleepsuit', tags: ['sleepsuit'] },
    ],
    fits: ['Regular Fit'],
    fabrics: ['Organic Cotton', 'Soft Cotton', 'Muslin Cotton'],
    washCare: ['Hand wash in lukewarm water with a mild baby detergent.'],
    price: [299, 899],
    sizes: SIZES.infant,
    colours: PALETTES.kids,
    colourCount: [1, 3],
    tags: ['kids', 'infant', 'baby'],
    descriptions: [
      'Feather-soft {fabric} with nickel-free snap buttons for quick nappy changes.',
      '{brand} {fabric}, washed for softness and free of harsh dyes for the most delicate skin.',
    ],
    closers: ['A thoughtful gift for a naamkaran.', 'Envelope neck slips easily over the head.'],
  },
];
