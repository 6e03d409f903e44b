/**
 * Issue 16 (decision 026): the product-page disclosures of the seeded shop. Category rows carry
 * defaults complete enough for any product in them (so the bench's generated products show
 * them too); seeded products name their brand's own maker, or for imported goods the brand's
 * Indian company as importer. Every name is invented, like the brands.
 */

type Disclosures = Record<string, string>;

/** Each brand's company: the maker of Indian goods, the importer of foreign ones. */
const BRAND_COMPANIES: Readonly<Record<string, string>> = {
  'Desi Threads': 'Plot 14, Sector 37, Gurugram, Haryana 122001',
  'Urban Tadka': '3rd Floor, Kamala Mills, Lower Parel, Mumbai, Maharashtra 400013',
  BlueMango: '22 Hosur Road, Bommanahalli, Bengaluru, Karnataka 560068',
  'Paisa Vasool Basics': 'SF 112, Avinashi Road, Tiruppur, Tamil Nadu 641603',
  'Chennai Cottons': '45 Mount Road, Guindy Industrial Estate, Chennai, Tamil Nadu 600032',
  'Bombay Denim Co.': 'Unit 6, Marol Industrial Area, Andheri East, Mumbai, Maharashtra 400093',
  'Khadi Craft': '9 Ashram Road, Navrangpura, Ahmedabad, Gujarat 380009',
  'Rajwada Men': '21 Sitapura Industrial Area, Jaipur, Rajasthan 302022',
  'Jaipur Looms': 'B-18, Sanganer Industrial Area, Jaipur, Rajasthan 302029',
  Kalakaari: '77 Shahpur Jat, New Delhi, Delhi 110049',
  'Lucknowi Chikan Co.': '14 Aminabad Road, Lucknow, Uttar Pradesh 226018',
  'Rang Rasiya': '5 Okhla Industrial Estate Phase II, New Delhi, Delhi 110020',
  Gulmohar: '31 Baner Road, Pune, Maharashtra 411045',
  'Mysore Silk House': '12 Sayyaji Rao Road, Mysuru, Karnataka 570001',
  'Kanchi Weaves': '88 Gandhi Road, Kanchipuram, Tamil Nadu 631501',
  'Banaras Bunkar': 'D 52/14 Luxa Road, Varanasi, Uttar Pradesh 221010',
  'Little Laddoo': '19 Ludhiana Industrial Area-B, Ludhiana, Punjab 141003',
  'Chhota Champ': '7 Kalbadevi Road, Mumbai, Maharashtra 400002',
  'Tiny Tadka': '40 Peenya Industrial Area, Bengaluru, Karnataka 560058',
  'Stride India': '16 Industrial Estate, Agra, Uttar Pradesh 282006',
  'Run Bharat': '2 Phase VIII, Focal Point, Ludhiana, Punjab 141010',
  'Rahgir Footwear': '58 Ambur Road, Vaniyambadi, Tamil Nadu 635751',
  'Chamda Leather Co.': '11 Tangra Industrial Estate, Kolkata, West Bengal 700046',
  'Kolhapuri Kraft': '23 Shivaji Udyamnagar, Kolhapur, Maharashtra 416008',
  Juttiwala: '6 Hall Bazaar, Amritsar, Punjab 143006',
  'Safar Bags': '34 Dharavi Main Road, Mumbai, Maharashtra 400017',
  'Samay Watches': '8 KIADB Industrial Area, Hosur Road, Bengaluru, Karnataka 560100',
  'Ghadi Ghar': '15 Chandni Chowk, New Delhi, Delhi 110006',
  'Dhoop Eyewear': '27 Udyog Vihar Phase IV, Gurugram, Haryana 122015',
  'Sanganer Prints': '4 Block Printers Colony, Sanganer, Jaipur, Rajasthan 302029',
  'Aangan Home': '61 Panipat Industrial Area, Panipat, Haryana 132103',
  'Ghar Sajao': '18 Kirti Nagar Industrial Area, New Delhi, Delhi 110015',
  'Khurja Pottery Co.': '9 Pottery Industrial Estate, Khurja, Uttar Pradesh 203131',
  'Bharat Beauty': '25 Baddi Industrial Area, Solan, Himachal Pradesh 173205',
  'Assam Leaf': '3 Tea Garden Road, Jorhat, Assam 785001',
  'Vanya Naturals': '12 SIDCUL Industrial Area, Haridwar, Uttarakhand 249403',
  'Kesar & Co.': '44 Gandhi Nagar, Jammu, Jammu and Kashmir 180004',
  'Kannauj Attar House': '6 Bada Bazaar, Kannauj, Uttar Pradesh 209725',
  VoltEdge: '10 Electronics City Phase I, Bengaluru, Karnataka 560100',
  'Dhun Audio': '52 Sector 63, Noida, Uttar Pradesh 201301',
  'Bijli Power': '19 Lajpat Rai Market, New Delhi, Delhi 110006',
  ChargeKaro: '7 Hitech City Road, Madhapur, Hyderabad, Telangana 500081',
  'Kavach Cases': '29 Nehru Place, New Delhi, Delhi 110019',
};

/** "Desi Threads Private Limited, Plot 14, ...": the company a brand trades as. */
export function brandCompany(brand: string): string {
  const address = BRAND_COMPANIES[brand];
  if (!address) throw new Error(`No company for brand ${brand}`);
  return `${brand.replace(/ Co\.$/, '')} Private Limited, ${address}`;
}

const INDIA = 'India';

/** Level-1 defaults: India-made goods, one piece, a contract maker of the trade. */
const TOP_LEVEL: Readonly<Record<string, Disclosures>> = {
  men: {
    countryOfOrigin: INDIA,
    manufacturer:
      'Tiruppur Knit Garments Private Limited, SF 210, Palladam Road, Tiruppur, Tamil Nadu 641604',
    netQuantity: '1 N (one piece)',
  },
  women: {
    countryOfOrigin: INDIA,
    manufacturer:
      'Sanganer Garment Works Private Limited, E-41, Sitapura Industrial Area, Jaipur, Rajasthan 302022',
    netQuantity: '1 N (one piece)',
  },
  kids: {
    countryOfOrigin: INDIA,
    manufacturer:
      'Ludhiana Hosiery Mills Private Limited, 88 Industrial Area-A, Ludhiana, Punjab 141003',
    netQuantity: '1 N (one piece or set)',
  },
  footwear: {
    countryOfOrigin: INDIA,
    manufacturer:
      'Agra Footwear Industries Private Limited, 12 Foundry Nagar, Agra, Uttar Pradesh 282006',
    netQuantity: '1 pair',
  },
  'bags-accessories': {
    countryOfOrigin: INDIA,
    manufacturer:
      'Kolkata Leather Goods Private Limited, 5 Bantala Leather Complex, Kolkata, West Bengal 743502',
    netQuantity: '1 N (one piece)',
  },
  'home-living': {
    countryOfOrigin: INDIA,
    manufacturer: 'Panipat Home Textiles Private Limited, 33 Sector 29, Panipat, Haryana 132103',
    netQuantity: '1 N (one piece)',
  },
  beauty: {
    countryOfOrigin: INDIA,
    manufacturer:
      'Himalayan Herbal Labs Private Limited, 14 Baddi-Barotiwala Road, Solan, Himachal Pradesh 173205',
    netQuantity: '1 N (one unit)',
  },
  'electronics-accessories': {
    countryOfOrigin: INDIA,
    manufacturer:
      'Noida Electronics Assembly Private Limited, B-7, Sector 80, Noida, Uttar Pradesh 201305',
    netQuantity: '1 N (one piece)',
  },
};

const IMPORTER_DEFAULT =
  'Bharat Bazaar Imports Private Limited, 201 Andheri Kurla Road, Mumbai, Maharashtra 400059';

/** Sub-categories that differ from their parent: imported goods, and sets sold as one. */
const SUBCATEGORY: Readonly<Record<string, Disclosures>> = {
  earphones: {
    countryOfOrigin: 'China',
    manufacturer:
      'Shenzhen Huayin Acoustics Co., Ltd., Bao\u2019an District, Shenzhen, Guangdong 518101, China',
    importer: IMPORTER_DEFAULT,
  },
  'chargers-cables': {
    countryOfOrigin: 'China',
    manufacturer:
      'Dongguan Lianxin Electronics Co., Ltd., Chang\u2019an Town, Dongguan, Guangdong 523850, China',
    importer: IMPORTER_DEFAULT,
  },
  'power-banks': {
    countryOfOrigin: 'China',
    manufacturer:
      'Shenzhen Dianchi Power Technology Co., Ltd., Longhua District, Shenzhen, Guangdong 518109, China',
    importer: IMPORTER_DEFAULT,
  },
  sunglasses: {
    countryOfOrigin: 'China',
    manufacturer:
      'Xiamen Guangming Optical Co., Ltd., Haicang District, Xiamen, Fujian 361026, China',
    importer: IMPORTER_DEFAULT,
  },
  sarees: { netQuantity: '1 N (one saree with an unstitched blouse piece)' },
  bedsheets: { netQuantity: '1 bedsheet with 2 pillow covers' },
  'cushion-covers': { netQuantity: '1 N (one cover, without filler)' },
  curtains: { netQuantity: '1 N (one curtain panel)' },
  // Products sold in several sizes name them (productDisclosures); these are the single ones.
  skincare: { netQuantity: '50 g' },
  haircare: { netQuantity: '200 ml' },
  fragrances: { netQuantity: '100 ml' },
};

/** A category row's defaults by its slug (empty for a category not listed). */
export function categoryDisclosures(slug: string): Disclosures {
  return { ...(TOP_LEVEL[slug] ?? {}), ...(SUBCATEGORY[slug] ?? {}) };
}

const MEASURED = /^\d+(\.\d+)?\s?(ml|l|g|kg)$/i;

/**
 * A seeded product's own fields: its brand's company as maker (or as importer when its
 * sub-category's goods are imported), and for goods sold by volume or weight the quantities.
 */
export function productDisclosures(
  subcategorySlug: string,
  brand: string,
  sizes: readonly string[],
): Disclosures {
  const own: Disclosures = {};
  if (SUBCATEGORY[subcategorySlug]?.importer) own.importer = brandCompany(brand);
  else own.manufacturer = brandCompany(brand);
  const measured = [...new Set(sizes)].filter((size) => MEASURED.test(size));
  if (measured.length > 0) own.netQuantity = `${measured.join(' or ')}, as chosen`;
  return own;
}
