import type { ProductKind } from '../../lib/catalog-image-names';

/** The category tree: level 1 in the header, level 2 in its hover menu (spec §2). */

export interface SubcategorySeed {
  slug: string;
  name: string;
  description: string;
  /** What the category tile shows, in which colour. */
  image: readonly [ProductKind, string];
  isActive?: boolean;
}

/** Issue 15: level-1 categories whose goods are not taken back (hygiene); their children too. */
export const NON_RETURNABLE_CATEGORY_SLUGS: readonly string[] = ['beauty', 'innerwear'];

export interface CategorySeed extends SubcategorySeed {
  children: readonly SubcategorySeed[];
}

const sub = (
  slug: string,
  name: string,
  description: string,
  image: readonly [ProductKind, string],
  isActive = true,
): SubcategorySeed => ({ slug, name, description, image, isActive });

export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    slug: 'men',
    name: 'Men',
    description: 'Everyday tees, crisp shirts, denims and festive kurtas for men.',
    image: ['shirt', '1f3a5f'],
    children: [
      sub('men-t-shirts', 'T-Shirts', 'Crew necks, polos and graphic tees in breathable cotton.', [
        'tee',
        '1f3a5f',
      ]),
      sub('men-shirts', 'Shirts', 'Formal and casual shirts for office, college and weekends.', [
        'shirt',
        '87b9e0',
      ]),
      sub('men-jeans', 'Jeans', 'Slim, straight and relaxed denims in every wash.', [
        'jeans',
        '3b5b8c',
      ]),
      sub('men-kurtas', 'Kurtas', 'Cotton and silk-blend kurtas for pujas, weddings and Fridays.', [
        'kurta',
        'f5f5dc',
      ]),
      sub('men-trousers', 'Trousers', 'Chinos and formal trousers that stay sharp all day.', [
        'trousers',
        'b5a36a',
      ]),
    ],
  },
  {
    slug: 'women',
    name: 'Women',
    description: 'Kurtas, sarees, dresses and tops, from daily wear to the wedding season.',
    image: ['saree', 'c71585'],
    children: [
      sub(
        'women-kurtas-kurtis',
        'Kurtas & Kurtis',
        'Straight, A-line and Anarkali kurtas in prints and chikankari.',
        ['kurta', 'd4a017'],
      ),
      sub(
        'sarees',
        'Sarees',
        'Banarasi, Kanjeevaram, chiffon and cotton sarees with blouse pieces.',
        ['saree', 'c71585'],
      ),
      sub(
        'women-dresses',
        'Dresses',
        'Maxi, midi and fit-and-flare dresses for brunch and beyond.',
        ['dress', 'f26f5b'],
      ),
      sub('women-tops', 'Tops', 'Easy tops and tunics to pair with jeans or palazzos.', [
        'top',
        'b39ddb',
      ]),
      sub(
        'women-leggings',
        'Leggings',
        'Stretchy churidar and ankle-length leggings in every shade.',
        ['leggings', '111111'],
      ),
      sub(
        'dupattas-stoles',
        'Dupattas & Stoles',
        'Our dupatta edit is being restocked.',
        ['saree', 'f4b6c2'],
        false,
      ),
    ],
  },
  {
    slug: 'kids',
    name: 'Kids',
    description: 'Soft, sturdy clothes for babies, boys and girls.',
    image: ['kids-wear', '87b9e0'],
    children: [
      sub('boys-clothing', 'Boys Clothing', 'Tees, shirts and kurta sets for boys aged 2 to 9.', [
        'tee',
        '2850a8',
      ]),
      sub(
        'girls-clothing',
        'Girls Clothing',
        'Frocks, tops and ethnic sets for girls aged 2 to 9.',
        ['dress', 'f4b6c2'],
      ),
      sub('infant-wear', 'Infant Wear', 'Gentle cotton rompers and sets for the littlest ones.', [
        'kids-wear',
        'f4d03f',
      ]),
    ],
  },
  {
    slug: 'footwear',
    name: 'Footwear',
    description: 'Running shoes, sneakers, floaters and handcrafted juttis.',
    image: ['shoe', 'c62828'],
    children: [
      sub('sports-shoes', 'Sports Shoes', 'Cushioned running and training shoes.', [
        'shoe',
        'c62828',
      ]),
      sub('casual-shoes', 'Casual Shoes', 'Sneakers, loafers and slip-ons for every day.', [
        'shoe',
        'fafafa',
      ]),
      sub(
        'sandals-floaters',
        'Sandals & Floaters',
        'Floaters, sandals and Kolhapuris built for Indian summers.',
        ['sandal', '6d4c41'],
      ),
      sub('ethnic-footwear', 'Ethnic Footwear', 'Mojaris and juttis with hand embroidery.', [
        'ethnic-shoe',
        'd4af37',
      ]),
    ],
  },
  {
    slug: 'bags-accessories',
    name: 'Bags & Accessories',
    description: 'Backpacks, handbags, wallets, watches and sunglasses.',
    image: ['handbag', '800000'],
    children: [
      sub('backpacks', 'Backpacks', 'Laptop, college and travel backpacks.', [
        'backpack',
        '1f3a5f',
      ]),
      sub('handbags', 'Handbags', 'Totes, satchels and sling bags.', ['handbag', '800000']),
      sub('wallets', 'Wallets', 'Leather and vegan-leather wallets and card holders.', [
        'wallet',
        '6d4c41',
      ]),
      sub('watches', 'Watches', 'Analogue watches with leather and metal straps.', [
        'watch',
        'c19a6b',
      ]),
      sub('sunglasses', 'Sunglasses', 'UV-protection sunglasses for the Indian sun.', [
        'sunglasses',
        '111111',
      ]),
    ],
  },
  {
    slug: 'home-living',
    name: 'Home & Living',
    description: 'Block-printed bedsheets, cushion covers, curtains and kitchenware.',
    image: ['cushion', 'd4a017'],
    children: [
      sub(
        'bedsheets',
        'Bedsheets',
        'Cotton bedsheets with pillow covers, from Jaipur and Sanganer prints to solids.',
        ['bedsheet', '87b9e0'],
      ),
      sub('cushion-covers', 'Cushion Covers', 'Embroidered and printed cushion covers.', [
        'cushion',
        '0f766e',
      ]),
      sub('curtains', 'Curtains', 'Blackout and sheer curtains for windows and doors.', [
        'curtain',
        '800000',
      ]),
      sub('kitchen-dining', 'Kitchen & Dining', 'Mugs, chai cups and serveware.', [
        'mug',
        'f4d03f',
      ]),
    ],
  },
  {
    slug: 'beauty',
    name: 'Beauty',
    description: 'Skincare, haircare and fragrances inspired by Indian ingredients.',
    image: ['bottle', 'f4b6c2'],
    children: [
      sub('skincare', 'Skincare', 'Face washes, serums, creams and sunscreens.', [
        'bottle',
        '98d8b8',
      ]),
      sub('haircare', 'Haircare', 'Hair oils, shampoos and conditioners.', ['bottle', 'd4a017']),
      sub('fragrances', 'Fragrances', 'Perfumes, deodorants and Kannauj attars.', [
        'perfume',
        'b39ddb',
      ]),
    ],
  },
  {
    slug: 'electronics-accessories',
    name: 'Electronics Accessories',
    description: 'Earphones, chargers, cables, phone cases and power banks.',
    image: ['earphones', '111111'],
    children: [
      sub('earphones', 'Earphones', 'Wireless earbuds and wired earphones.', [
        'earphones',
        'fafafa',
      ]),
      sub('chargers-cables', 'Chargers & Cables', 'Fast chargers and tough braided cables.', [
        'charger',
        'fafafa',
      ]),
      sub('phone-cases', 'Phone Cases', 'Shock-proof and slim cases.', ['phone-case', '2850a8']),
      sub('power-banks', 'Power Banks', 'Slim and high-capacity power banks.', [
        'power-bank',
        '111111',
      ]),
    ],
  },
];
