import { BRANDS } from '../brands';
import { PALETTES } from '../colours';
import { SIZES } from '../sizes';
import type { ProductTemplate } from './types';

const SHOE_CARE = ['Wipe clean with a damp cloth. Do not machine wash.'];

export const FOOTWEAR_TEMPLATES: readonly ProductTemplate[] = [
  {
    subcategory: 'sports-shoes',
    count: 10,
    kind: 'shoe',
    brands: BRANDS.sportsFootwear,
    styles: [
      { name: "Men's Lightweight {material} Running Shoes", tags: ['running'] },
      { name: "Men's Cushioned {material} Training Shoes", tags: ['training', 'gym'] },
      { name: "Women's Breathable {material} Walking Shoes", tags: ['walking', 'women'] },
      { name: "Women's {material} Running Shoes", tags: ['running', 'women'] },
      { name: "Men's Trail Running Shoes", tags: ['trail', 'running'], materials: ['Synthetic'] },
    ],
    materials: ['Mesh', 'Knit', 'Synthetic'],
    washCare: SHOE_CARE,
    price: [999, 4999],
    sizes: SIZES.footwear,
    colours: PALETTES.sneakers,
    colourCount: [1, 3],
    tags: ['footwear', 'sports', 'shoes'],
    descriptions: [
      'A {material} upper that lets your feet breathe and a cushioned sole that softens every stride.',
      '{brand} built these for morning runs on Indian roads: grippy, light and quick to dry.',
    ],
    closers: ['Removable insole.', 'Padded collar protects the ankle.'],
  },
  {
    subcategory: 'casual-shoes',
    count: 8,
    kind: 'shoe',
    brands: BRANDS.casualFootwear,
    styles: [
      { name: "Men's {material} Sneakers", tags: ['sneakers'] },
      {
        name: "Men's {material} Loafers",
        tags: ['loafers', 'smart casual'],
        materials: ['Genuine Leather', 'Suede'],
      },
      { name: "Women's {material} Sneakers", tags: ['sneakers', 'women'] },
      { name: "Men's Canvas Slip-On Shoes", tags: ['slip-on'], materials: ['Canvas'] },
      { name: 'Unisex Chunky {material} Sneakers', tags: ['chunky', 'sneakers'] },
    ],
    materials: ['Synthetic Leather', 'Genuine Leather', 'Canvas', 'Suede'],
    washCare: SHOE_CARE,
    price: [699, 3499],
    sizes: SIZES.footwear,
    colours: PALETTES.leather,
    colourCount: [1, 3],
    tags: ['footwear', 'casual', 'shoes'],
    descriptions: [
      'Everyday {material} shoes with a cushioned footbed and a flexible rubber sole.',
      '{brand} stitches these {material} shoes to take a full day of walking in their stride.',
    ],
    closers: ['Goes with jeans, chinos and shorts.', 'Runs true to size.'],
  },
  {
    subcategory: 'sandals-floaters',
    count: 8,
    kind: 'sandal',
    brands: BRANDS.casualFootwear,
    styles: [
      { name: "Men's {material} Floaters", tags: ['floaters'] },
      { name: "Women's {material} Flat Sandals", tags: ['sandals', 'women'] },
      {
        name: "Men's Kolhapuri Chappals",
        tags: ['kolhapuri', 'ethnic'],
        materials: ['Genuine Leather'],
      },
      { name: 'Unisex {material} Sliders', tags: ['sliders'] },
      { name: "Men's Velcro {material} Sports Sandals", tags: ['sports sandals'] },
    ],
    materials: ['EVA', 'Synthetic', 'PU'],
    washCare: ['Rinse with water and dry in shade.'],
    price: [299, 1999],
    sizes: SIZES.footwear,
    colours: PALETTES.sandals,
    colourCount: [1, 3],
    tags: ['footwear', 'sandals', 'monsoon'],
    descriptions: [
      'Light {material} footwear with adjustable straps and a sole that grips wet floors.',
      '{brand} makes these for monsoon puddles and beach weekends alike.',
    ],
    closers: ['Quick to dry.', 'Contoured footbed for all-day comfort.'],
  },
  {
    subcategory: 'ethnic-footwear',
    count: 6,
    kind: 'ethnic-shoe',
    brands: BRANDS.ethnicFootwear,
    styles: [
      { name: "Men's Embroidered {material} Mojaris", tags: ['mojari'] },
      {
        name: "Women's Handcrafted Punjabi Juttis",
        tags: ['jutti', 'punjabi'],
        materials: ['Genuine Leather'],
      },
      { name: "Men's {material} Nagra Juttis", tags: ['nagra', 'jutti'] },
      { name: "Women's Mirror Work {material} Juttis", tags: ['mirror work', 'jutti'] },
      {
        name: "Men's Zari Work Mojaris",
        tags: ['zari', 'mojari', 'wedding'],
        materials: ['Velvet'],
      },
    ],
    materials: ['Genuine Leather', 'Velvet', 'Synthetic Leather'],
    washCare: SHOE_CARE,
    price: [599, 2499],
    sizes: SIZES.ethnicFootwear,
    colours: PALETTES.ethnicFootwear,
    colourCount: [1, 3],
    tags: ['footwear', 'ethnic', 'festive', 'wedding'],
    descriptions: [
      'Hand-embroidered {material} with a cushioned sole, made by artisans in Rajasthan and Punjab.',
      '{brand} juttis in {material}, finished with traditional thread work for weddings and festivals.',
    ],
    closers: ['A cushioned insole for long wedding days.', 'Pairs with kurtas and sherwanis.'],
  },
];
