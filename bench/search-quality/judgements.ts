/**
 * What a shopper in India types, and which products of the seeded catalogue should come back,
 * judged by hand from the catalogue (apps/api/src/db/seed): by subcategory, variant colour,
 * words of the name, brand and price - never by asking the search itself.
 */
export interface Listed {
  name: string;
  brand: string;
  minPrice: number;
  subCategory: { slug: string } | null;
  variants: { color: string }[];
}

export interface Judgement {
  query: string;
  kind: string;
  relevant: (product: Listed) => boolean;
}

interface Rule {
  sub?: string[];
  colours?: readonly string[];
  name?: RegExp;
  brand?: string;
  maxPrice?: number;
}

/** Colour families as a shopper means them (red also means maroon and wine). */
const RED = ['Red', 'Maroon', 'Wine'];
const BLUE = ['Navy Blue', 'Royal Blue', 'Sky Blue', 'Light Blue', 'Mid Blue', 'Dark Indigo'];
const GREEN = ['Bottle Green', 'Olive', 'Mint Green', 'Emerald Green'];
const PINK = ['Rani Pink', 'Baby Pink', 'Magenta'];
const YELLOW = ['Lemon Yellow', 'Mustard'];
const WHITE = ['White', 'Off White', 'Cream'];
const BLACK = ['Black', 'Jet Black'];

const KURTAS = ['men-kurtas', 'women-kurtas-kurtis'];
const WOMEN = ['women-kurtas-kurtis', 'sarees', 'women-dresses', 'women-tops', 'women-leggings'];
const MEN = ['men-t-shirts', 'men-shirts', 'men-jeans', 'men-kurtas', 'men-trousers'];
const TEES = /t-shirt/i;
const SHOES = ['sports-shoes', 'casual-shoes'];

function matches(rule: Rule, product: Listed): boolean {
  if (rule.sub && !rule.sub.includes(product.subCategory?.slug ?? '')) return false;
  if (rule.colours && !product.variants.some((v) => rule.colours!.includes(v.color))) return false;
  if (rule.name && !rule.name.test(product.name)) return false;
  if (rule.brand && product.brand !== rule.brand) return false;
  if (rule.maxPrice !== undefined && product.minPrice > rule.maxPrice) return false;
  return true;
}

const judge =
  (kind: string) =>
  (query: string, ...rules: Rule[]): Judgement => ({
    query,
    kind,
    relevant: (product) => rules.some((rule) => matches(rule, product)),
  });

const colour = judge('colour + type');
const type = judge('product type');
const gender = judge('gender + type');
const hinglish = judge('Hinglish / Indian word');
const typo = judge('misspelling');
const plural = judge('plural / singular');
const brand = judge('brand');
const price = judge('price intent');
/** Issue 19: the same needs typed in Hindi (Devanagari), found through the synonyms. */
export const HINDI_KIND = 'Hindi (Devanagari)';
const hindi = judge(HINDI_KIND);

export const JUDGEMENTS: readonly Judgement[] = [
  colour('red saree', { sub: ['sarees'], colours: RED }),
  colour('black dress', {
    sub: ['women-dresses', 'girls-clothing'],
    name: /dress/i,
    colours: BLACK,
  }),
  colour('blue jeans', { name: /jeans/i, colours: BLUE }),
  colour('white shirt', { sub: ['men-shirts', 'boys-clothing'], name: /shirt$/i, colours: WHITE }),
  colour('navy blue shirt', {
    sub: ['men-shirts', 'boys-clothing'],
    name: /shirt$/i,
    colours: ['Navy Blue'],
  }),
  colour('maroon kurta', { sub: KURTAS, colours: ['Maroon'] }),
  colour('green saree', { sub: ['sarees'], colours: GREEN }),
  colour('pink kurti', { sub: ['women-kurtas-kurtis'], colours: PINK }),
  colour(
    'yellow top',
    { sub: ['women-tops'], colours: YELLOW },
    { name: /top/i, sub: ['girls-clothing'], colours: YELLOW },
  ),
  colour('black leggings', { name: /leggings/i, colours: BLACK }),
  colour('red mug', { sub: ['kitchen-dining'], colours: RED }),
  colour('blue shirt', { sub: ['men-shirts', 'boys-clothing'], name: /shirt$/i, colours: BLUE }),
  type('tshirt', { name: TEES }),
  type('t shirt', { name: TEES }),
  type('t-shirt', { name: TEES }),
  type('tee', { name: TEES }),
  type('shirt', { sub: ['men-shirts'] }, { sub: ['boys-clothing'], name: /shirt$/i }),
  type('kurti', { sub: ['women-kurtas-kurtis'] }),
  type('jeans', { name: /jeans/i }),
  type('earphones', { sub: ['earphones'] }),
  type('earbuds', { sub: ['earphones'] }),
  type('headphones', { sub: ['earphones'] }),
  type('phone cover', { sub: ['phone-cases'] }),
  type('mobile cover', { sub: ['phone-cases'] }),
  type('bed sheet', { sub: ['bedsheets'] }),
  type('bedsheet', { sub: ['bedsheets'] }),
  type('power bank', { sub: ['power-banks'] }),
  type('powerbank', { sub: ['power-banks'] }),
  type('charger', { sub: ['chargers-cables'], name: /charger|adapter/i }),
  type('coffee mug', { sub: ['kitchen-dining'], name: /mug/i }),
  type('chai cup', { sub: ['kitchen-dining'], name: /chai|kulhad/i }),
  type('cushion cover', { sub: ['cushion-covers'] }),
  type('school bag', { sub: ['backpacks'] }),
  type('laptop bag', { sub: ['backpacks'], name: /laptop/i }),
  type('perfume', { sub: ['fragrances'], name: /eau de|attar/i }),
  type('face wash', { name: /face wash/i }),
  type('shampoo', { name: /shampoo/i }),
  type('slippers', { sub: ['sandals-floaters'] }),
  gender('mens kurta', { sub: ['men-kurtas'] }),
  gender('women kurta', { sub: ['women-kurtas-kurtis'] }),
  gender('ladies kurti', { sub: ['women-kurtas-kurtis'] }),
  gender('gents shirt', { sub: ['men-shirts'] }),
  gender('boys tshirt', { sub: ['boys-clothing'], name: TEES }),
  gender('girls frock', { sub: ['girls-clothing'], name: /frock|dress/i }),
  gender('kids jeans', { sub: ['boys-clothing', 'girls-clothing'], name: /jeans/i }),
  gender('men sports shoes', { sub: ['sports-shoes'], name: /^men's/i }),
  gender('womens running shoes', { sub: ['sports-shoes'], name: /^women's.*running/i }),
  gender('ladies handbag', { sub: ['handbags'] }),
  // Only a shopper (decision 038): the shopper's clothes, or anything named for them.
  gender('ladies', { sub: WOMEN }, { name: /^women's/i }),
  gender("men's", { sub: MEN }, { name: /^men's/i }),
  gender('girls', { sub: ['girls-clothing'] }, { name: /^girls'?s? /i }),
  gender('ladies watch', { sub: ['watches'], name: /^women's/i }),
  hinglish('chappal', { sub: ['sandals-floaters'] }),
  hinglish('sari', { sub: ['sarees'] }),
  hinglish('kurthi', { sub: ['women-kurtas-kurtis'] }),
  hinglish('kurta pajama', { name: /kurta pyjama/i }),
  hinglish('pyjama', { name: /pyjama/i }),
  hinglish('jutti', { sub: ['ethnic-footwear'] }),
  hinglish('mojari', { sub: ['ethnic-footwear'] }),
  hinglish('parda', { sub: ['curtains'] }),
  hinglish('chadar', { sub: ['bedsheets'] }),
  hinglish('ghadi', { sub: ['watches'] }),
  hinglish('chashma', { sub: ['sunglasses'] }),
  hinglish('goggles', { sub: ['sunglasses'] }),
  hinglish('lehenga', { name: /lehenga/i }),
  hinglish('kolhapuri', { name: /kolhapuri/i }),
  typo('kurtha', { sub: KURTAS }, { name: /kurta/i }),
  typo('jens', { name: /jeans/i }),
  typo('sneekers', { name: /sneakers/i }),
  typo('sandles', { sub: ['sandals-floaters'] }),
  typo('backpak', { sub: ['backpacks'] }),
  typo('sunglass', { sub: ['sunglasses'] }),
  typo('leggins', { name: /leggings/i }),
  plural('sarees', { sub: ['sarees'] }),
  plural('kurtis', { sub: ['women-kurtas-kurtis'] }),
  plural('wallet', { sub: ['wallets'] }),
  plural('wallets', { sub: ['wallets'] }),
  plural('shoe', { sub: SHOES }),
  plural('legging', { name: /leggings/i }),
  plural('backpacks', { sub: ['backpacks'] }),
  brand('chennai cottons', { brand: 'Chennai Cottons' }),
  brand('urban tadka sneakers', { brand: 'Urban Tadka', name: /sneakers/i }),
  brand('bluemango dress', { brand: 'BlueMango', sub: ['women-dresses'] }),
  brand('khadi kurta', { sub: KURTAS, name: /khadi/i }),
  brand('banarasi saree', { sub: ['sarees'], name: /banarasi/i }),
  price('kurta under 1000', { sub: KURTAS, maxPrice: 1000 }, { name: /kurta/i, maxPrice: 1000 }),
  price('saree under 2000', { sub: ['sarees'], maxPrice: 2000 }),
  price('shoes below 1500', { sub: SHOES, maxPrice: 1500 }),
  price('watch under 3000', { sub: ['watches'], maxPrice: 3000 }),
  price('jeans 1000 se kam', { name: /jeans/i, maxPrice: 1000 }),
  price('bedsheet under 1000', { sub: ['bedsheets'], maxPrice: 1000 }),
  price('tshirt below 500', { name: TEES, maxPrice: 500 }),
  hindi('साड़ी', { sub: ['sarees'] }),
  hindi('कुर्ता', { sub: KURTAS }, { name: /kurta/i }),
  hindi('कुर्ती', { sub: ['women-kurtas-kurtis'] }),
  hindi('जींस', { name: /jeans/i }),
  hindi('टी-शर्ट', { name: TEES }),
  hindi('चप्पल', { sub: ['sandals-floaters'] }),
  hindi('चादर', { sub: ['bedsheets'] }),
  hindi('घड़ी', { sub: ['watches'] }),
  hindi('मोबाइल कवर', { sub: ['phone-cases'] }),
  hindi('लाल साड़ी', { sub: ['sarees'], colours: RED }),
  hindi('महिलाओं के लिए कुर्ती', { sub: ['women-kurtas-kurtis'] }),
  hindi('कुर्ता 1000 से कम', { sub: KURTAS, maxPrice: 1000 }, { name: /kurta/i, maxPrice: 1000 }),
];
