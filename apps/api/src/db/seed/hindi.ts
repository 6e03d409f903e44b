import type {
  StoredBannerTranslations,
  StoredCategoryTranslations,
  StoredProductTranslations,
} from '@shop/contracts';
import { fillName, type Placeholders } from './text';

/**
 * Issue 19: the seeded shop's Hindi texts, as Indian shops write them (English loanwords in
 * Devanagari where shoppers use them: टी-शर्ट, जींस, कॉटन). Every category and banner has
 * them; products have them for the kinds shoppers look for most and for everything on the
 * home page (featured and trending); the rest fall back to English, as an owner's would.
 */

type CategoryHindi = { name: string; description: string };

export const HINDI_CATEGORIES: Readonly<Record<string, CategoryHindi>> = {
  men: { name: 'पुरुष', description: 'रोज़ की टी-शर्ट, शर्ट, डेनिम और त्योहारों के कुर्ते।' },
  'men-t-shirts': { name: 'टी-शर्ट', description: 'सांस लेने वाले कॉटन में क्रू नेक, पोलो और ग्राफ़िक टी।' },
  'men-shirts': { name: 'शर्ट', description: 'ऑफ़िस, कॉलेज और छुट्टी के लिए फ़ॉर्मल और कैज़ुअल शर्ट।' },
  'men-jeans': { name: 'जींस', description: 'हर वॉश में स्लिम, स्ट्रेट और रिलैक्स्ड डेनिम।' },
  'men-kurtas': { name: 'कुर्ते', description: 'पूजा, शादी और शुक्रवार के लिए कॉटन और सिल्क-ब्लेंड कुर्ते।' },
  'men-trousers': { name: 'ट्राउज़र', description: 'चिनोज़ और फ़ॉर्मल ट्राउज़र जो दिन भर शार्प रहें।' },
  women: { name: 'महिलाएं', description: 'कुर्ते, साड़ियां, ड्रेस और टॉप, रोज़ से शादी के सीज़न तक।' },
  'women-kurtas-kurtis': {
    name: 'कुर्ते और कुर्तियां',
    description: 'प्रिंट और चिकनकारी में स्ट्रेट, ए-लाइन और अनारकली कुर्ते।',
  },
  sarees: {
    name: 'साड़ियां',
    description: 'ब्लाउज़ पीस के साथ बनारसी, कांजीवरम, शिफ़ॉन और कॉटन साड़ियां।',
  },
  'women-dresses': {
    name: 'ड्रेस',
    description: 'ब्रंच और उससे आगे के लिए मैक्सी, मिडी और फ़िट-एंड-फ़्लेयर ड्रेस।',
  },
  'women-tops': { name: 'टॉप', description: 'जींस या प्लाज़ो के साथ पहनने के लिए आसान टॉप और ट्यूनिक।' },
  'women-leggings': { name: 'लेगिंग्स', description: 'हर रंग में स्ट्रेची चूड़ीदार और एंकल-लेंथ लेगिंग्स।' },
  'dupattas-stoles': { name: 'दुपट्टे और स्टोल', description: 'हमारे दुपट्टे फिर से स्टॉक हो रहे हैं।' },
  kids: { name: 'बच्चे', description: 'शिशुओं, लड़कों और लड़कियों के लिए मुलायम, मज़बूत कपड़े।' },
  'boys-clothing': {
    name: 'लड़कों के कपड़े',
    description: '2 से 9 साल के लड़कों के लिए टी, शर्ट और कुर्ता सेट।',
  },
  'girls-clothing': {
    name: 'लड़कियों के कपड़े',
    description: '2 से 9 साल की लड़कियों के लिए फ्रॉक, टॉप और एथनिक सेट।',
  },
  'infant-wear': { name: 'शिशु परिधान', description: 'सबसे छोटों के लिए मुलायम कॉटन रोम्पर और सेट।' },
  footwear: { name: 'फ़ुटवियर', description: 'रनिंग शूज़, स्नीकर्स, फ़्लोटर्स और हाथ से बनी जूतियां।' },
  'sports-shoes': { name: 'स्पोर्ट्स शूज़', description: 'कुशन वाले रनिंग और ट्रेनिंग जूते।' },
  'casual-shoes': { name: 'कैज़ुअल शूज़', description: 'रोज़ के लिए स्नीकर्स, लोफ़र और स्लिप-ऑन।' },
  'sandals-floaters': {
    name: 'सैंडल और फ़्लोटर्स',
    description: 'भारतीय गर्मियों के लिए बने फ़्लोटर्स, सैंडल और कोल्हापुरी।',
  },
  'ethnic-footwear': { name: 'एथनिक फ़ुटवियर', description: 'हाथ की कढ़ाई वाली मोजड़ी और जूतियां।' },
  'bags-accessories': {
    name: 'बैग और एक्सेसरीज़',
    description: 'बैकपैक, हैंडबैग, वॉलेट, घड़ियां और धूप के चश्मे।',
  },
  backpacks: { name: 'बैकपैक', description: 'लैपटॉप, कॉलेज और ट्रैवल बैकपैक।' },
  handbags: { name: 'हैंडबैग', description: 'टोट, सैचल और स्लिंग बैग।' },
  wallets: { name: 'वॉलेट', description: 'लेदर और वीगन-लेदर वॉलेट और कार्ड होल्डर।' },
  watches: { name: 'घड़ियां', description: 'लेदर और मेटल स्ट्रैप वाली एनालॉग घड़ियां।' },
  sunglasses: { name: 'धूप के चश्मे', description: 'भारतीय धूप के लिए UV-प्रोटेक्शन सनग्लास।' },
  'home-living': {
    name: 'होम और लिविंग',
    description: 'ब्लॉक-प्रिंट चादरें, कुशन कवर, पर्दे और किचन का सामान।',
  },
  bedsheets: {
    name: 'चादरें',
    description: 'तकिया कवर के साथ कॉटन चादरें, जयपुरी और सांगानेरी प्रिंट से सादी तक।',
  },
  'cushion-covers': { name: 'कुशन कवर', description: 'कढ़ाई वाले और प्रिंटेड कुशन कवर।' },
  curtains: { name: 'पर्दे', description: 'खिड़की और दरवाज़ों के लिए ब्लैकआउट और पारदर्शी पर्दे।' },
  'kitchen-dining': { name: 'किचन और डाइनिंग', description: 'मग, चाय के कप और सर्विंग के बर्तन।' },
  beauty: { name: 'ब्यूटी', description: 'भारतीय नुस्खों से प्रेरित स्किनकेयर, हेयरकेयर और खुशबू।' },
  skincare: { name: 'स्किनकेयर', description: 'फ़ेस वॉश, सीरम, क्रीम और सनस्क्रीन।' },
  haircare: { name: 'हेयरकेयर', description: 'बालों के तेल, शैम्पू और कंडीशनर।' },
  fragrances: { name: 'परफ़्यूम', description: 'परफ़्यूम, डियोडरेंट और कन्नौज के इत्र।' },
  'electronics-accessories': {
    name: 'इलेक्ट्रॉनिक्स एक्सेसरीज़',
    description: 'ईयरफ़ोन, चार्जर, केबल, फ़ोन कवर और पावर बैंक।',
  },
  earphones: { name: 'ईयरफ़ोन', description: 'वायरलेस ईयरबड्स और वायर्ड ईयरफ़ोन।' },
  'chargers-cables': { name: 'चार्जर और केबल', description: 'फ़ास्ट चार्जर और मज़बूत ब्रेडेड केबल।' },
  'phone-cases': { name: 'फ़ोन कवर', description: 'शॉक-प्रूफ़ और स्लिम कवर।' },
  'power-banks': { name: 'पावर बैंक', description: 'स्लिम और ज़्यादा क्षमता वाले पावर बैंक।' },
};

type BannerHindi = { title: string; subtitle: string; description: string; buttonText: string };

const SHOP_NOW = 'अभी खरीदें';
const EXPLORE = 'देखें';

/** By the banner's English title (banners.ts). */
export const HINDI_BANNERS: Readonly<Record<string, BannerHindi>> = {
  'Festive Sale - Up to 70% Off': {
    title: 'फ़ेस्टिव सेल - 70% तक की छूट',
    subtitle: 'महिलाओं के कुर्तों, साड़ियों और बहुत कुछ पर दिवाली धमाका',
    description: 'रोशनी के त्योहार पर सजिए, सीज़न की हमारी सबसे बड़ी सेल के साथ।',
    buttonText: SHOP_NOW,
  },
  "New Arrivals in Men's Ethnic Wear": {
    title: 'पुरुषों के एथनिक वियर में नया',
    subtitle: 'हैंडलूम, चिकनकारी और ब्लॉक प्रिंट',
    description: 'पूरे भारत के बुनकरों और छपाई कारीगरों से सीधे।',
    buttonText: SHOP_NOW,
  },
  'Footwear Fest': {
    title: 'फ़ुटवियर फ़ेस्ट',
    subtitle: 'हर कदम के लिए स्नीकर्स, फ़्लोटर्स और जूतियां',
    description: 'हर मौके के स्टाइल के साथ सीज़न में कदम रखिए।',
    buttonText: SHOP_NOW,
  },
  'Home Makeover': {
    title: 'होम मेकओवर',
    subtitle: 'चादरें, कुशन और पर्दे',
    description: 'जयपुरी प्रिंट और चटख रंगों से हर कमरे को त्योहार जैसा नया रूप दीजिए।',
    buttonText: SHOP_NOW,
  },
  'Just Landed': {
    title: 'अभी-अभी आए',
    subtitle: 'सबसे नए स्टाइल, हर हफ़्ते',
    description: 'ड्रेस, कुर्ते और टॉप, दुकान में बिल्कुल नए।',
    buttonText: EXPLORE,
  },
  'Monsoon Must-Haves': {
    title: 'मानसून की ज़रूरतें',
    subtitle: 'बारिश के लिए तैयार फ़्लोटर्स और सैंडल',
    description: 'बारिश लौटते ही फिर से।',
    buttonText: SHOP_NOW,
  },
  Men: {
    title: 'पुरुष',
    subtitle: 'टी-शर्ट, शर्ट, डेनिम और कुर्ते',
    description: 'पुरुषों का कलेक्शन देखें।',
    buttonText: EXPLORE,
  },
  Women: {
    title: 'महिलाएं',
    subtitle: 'कुर्ते, साड़ियां, ड्रेस और टॉप',
    description: 'महिलाओं का कलेक्शन देखें।',
    buttonText: EXPLORE,
  },
  Kids: {
    title: 'बच्चे',
    subtitle: 'खेल से पार्टी तक',
    description: 'बच्चों का कलेक्शन देखें।',
    buttonText: EXPLORE,
  },
  Footwear: {
    title: 'फ़ुटवियर',
    subtitle: 'दौड़िए, चलिए और जश्न मनाइए',
    description: 'फ़ुटवियर का कलेक्शन देखें।',
    buttonText: EXPLORE,
  },
  'Bags & Accessories': {
    title: 'बैग और एक्सेसरीज़',
    subtitle: 'स्टाइल से साथ ले चलें',
    description: 'बैग और एक्सेसरीज़ का कलेक्शन देखें।',
    buttonText: EXPLORE,
  },
  'Home & Living': {
    title: 'होम और लिविंग',
    subtitle: 'घर को अपना बनाइए',
    description: 'होम और लिविंग का कलेक्शन देखें।',
    buttonText: EXPLORE,
  },
  Beauty: {
    title: 'ब्यूटी',
    subtitle: 'भारतीय नुस्खे, आधुनिक देखभाल',
    description: 'ब्यूटी का कलेक्शन देखें।',
    buttonText: EXPLORE,
  },
  'Electronics Accessories': {
    title: 'इलेक्ट्रॉनिक्स एक्सेसरीज़',
    subtitle: 'चार्ज करें और कनेक्ट करें',
    description: 'इलेक्ट्रॉनिक्स एक्सेसरीज़ का कलेक्शन देखें।',
    buttonText: EXPLORE,
  },
};

/**
 * Product name patterns in Hindi, by the English pattern of templates/*.ts; {fit}, {fabric}
 * and {material} are filled with HINDI_SPEC_WORDS.
 */
export const HINDI_PRODUCT_NAMES: Readonly<Record<string, string>> = {
  // men-t-shirts
  "Men's {fit} {fabric} Crew Neck T-Shirt": 'पुरुषों की {fit} {fabric} क्रू नेक टी-शर्ट',
  "Men's {fit} {fabric} Polo T-Shirt": 'पुरुषों की {fit} {fabric} पोलो टी-शर्ट',
  "Men's {fit} {fabric} V-Neck T-Shirt": 'पुरुषों की {fit} {fabric} वी-नेक टी-शर्ट',
  "Men's {fit} Graphic Print {fabric} T-Shirt": 'पुरुषों की {fit} ग्राफ़िक प्रिंट {fabric} टी-शर्ट',
  "Men's {fit} Striped {fabric} T-Shirt": 'पुरुषों की {fit} धारीदार {fabric} टी-शर्ट',
  "Men's {fit} {fabric} Henley T-Shirt": 'पुरुषों की {fit} {fabric} हेनली टी-शर्ट',
  // men-jeans
  "Men's {fit} Mid-Rise Stretchable Jeans": 'पुरुषों की {fit} मिड-राइज़ स्ट्रेचेबल जींस',
  "Men's {fit} Light Fade Jeans": 'पुरुषों की {fit} लाइट फ़ेड जींस',
  "Men's {fit} Distressed Jeans": 'पुरुषों की {fit} डिस्ट्रेस्ड जींस',
  "Men's {fit} Clean Look Jeans": 'पुरुषों की {fit} क्लीन लुक जींस',
  "Men's {fit} Washed Jeans": 'पुरुषों की {fit} वॉश्ड जींस',
  // men-kurtas
  "Men's {fabric} Straight Kurta": 'पुरुषों का {fabric} स्ट्रेट कुर्ता',
  "Men's Chikankari {fabric} Kurta": 'पुरुषों का चिकनकारी {fabric} कुर्ता',
  "Men's {fabric} Kurta with Mandarin Collar": 'पुरुषों का मैंडरिन कॉलर वाला {fabric} कुर्ता',
  "Men's Printed {fabric} Short Kurta": 'पुरुषों का प्रिंटेड {fabric} शॉर्ट कुर्ता',
  "Men's {fabric} Kurta Pyjama Set": 'पुरुषों का {fabric} कुर्ता पजामा सेट',
  // men-trousers (featured)
  "Men's {fit} Pleated {fabric} Trousers": 'पुरुषों की {fit} प्लीटेड {fabric} ट्राउज़र',
  // women-kurtas-kurtis
  "Women's Anarkali Printed {fabric} Kurta": 'महिलाओं का अनारकली प्रिंटेड {fabric} कुर्ता',
  "Women's Straight {fabric} Kurta": 'महिलाओं का स्ट्रेट {fabric} कुर्ता',
  "Women's A-Line Block Print {fabric} Kurti": 'महिलाओं की ए-लाइन ब्लॉक प्रिंट {fabric} कुर्ती',
  "Women's Chikankari {fabric} Kurta": 'महिलाओं का चिकनकारी {fabric} कुर्ता',
  "Women's {fabric} Kurta with Palazzo Set": 'महिलाओं का {fabric} कुर्ता और प्लाज़ो सेट',
  "Women's Mirror Work {fabric} Kurti": 'महिलाओं की मिरर वर्क {fabric} कुर्ती',
  // sarees
  'Banarasi Silk Saree with Blouse Piece': 'ब्लाउज़ पीस के साथ बनारसी सिल्क साड़ी',
  'Kanjeevaram Silk Saree with Zari Border': 'ज़री बॉर्डर वाली कांजीवरम सिल्क साड़ी',
  'Mysore Silk Saree with Gold Zari': 'गोल्ड ज़री वाली मैसूर सिल्क साड़ी',
  'Paithani Silk Saree with Peacock Pallu': 'मोर पल्लू वाली पैठणी सिल्क साड़ी',
  'Chanderi Silk Cotton Saree': 'चंदेरी सिल्क कॉटन साड़ी',
  'Printed {fabric} Saree': 'प्रिंटेड {fabric} साड़ी',
  'Handloom {fabric} Saree': 'हैंडलूम {fabric} साड़ी',
  'Bandhani {fabric} Saree': 'बांधनी {fabric} साड़ी',
  'Sequinned {fabric} Party Wear Saree': 'सीक्विन वाली {fabric} पार्टी वियर साड़ी',
  // women-tops (featured, trending)
  "Women's Peplum {fabric} Top": 'महिलाओं का पेप्लम {fabric} टॉप',
  "Women's Tie-Up Neck {fabric} Top": 'महिलाओं का टाई-अप नेक {fabric} टॉप',
  // kids (featured, trending)
  'Boys Checked {fabric} Shirt': 'लड़कों की चेक्ड {fabric} शर्ट',
  'Boys {fabric} Joggers': 'लड़कों के {fabric} जॉगर्स',
  'Baby {fabric} Onesie Pack of 3': 'शिशु {fabric} वनसी (3 का पैक)',
  'Baby {fabric} Jhabla Set': 'शिशु {fabric} झबला सेट',
  // footwear
  "Men's Cushioned {material} Training Shoes": 'पुरुषों के कुशन वाले {material} ट्रेनिंग शूज़',
  "Men's {material} Sneakers": 'पुरुषों के {material} स्नीकर्स',
  "Men's Zari Work Mojaris": 'पुरुषों की ज़री वर्क मोजड़ी',
  "Men's Embroidered {material} Mojaris": 'पुरुषों की कढ़ाई वाली {material} मोजड़ी',
  "Men's {material} Floaters": 'पुरुषों के {material} फ़्लोटर्स',
  "Women's {material} Flat Sandals": 'महिलाओं की {material} फ़्लैट सैंडल',
  "Men's Kolhapuri Chappals": 'पुरुषों की कोल्हापुरी चप्पल',
  'Unisex {material} Sliders': 'यूनिसेक्स {material} स्लाइडर चप्पल',
  "Men's Velcro {material} Sports Sandals": 'पुरुषों की वेल्क्रो {material} स्पोर्ट्स सैंडल',
  // bags (featured, trending)
  '{material} Travel Backpack 45L': '{material} ट्रैवल बैकपैक 45L',
  'Anti-Theft {material} Laptop Backpack': 'एंटी-थेफ़्ट {material} लैपटॉप बैकपैक',
  "Women's Quilted {material} Handbag": 'महिलाओं का क्विल्टेड {material} हैंडबैग',
  // bedsheets
  'Jaipuri Printed {fabric} Bedsheet with 2 Pillow Covers':
    '2 तकिया कवर के साथ जयपुरी प्रिंटेड {fabric} चादर',
  'Sanganeri Block Print {fabric} Bedsheet Set': 'सांगानेरी ब्लॉक प्रिंट {fabric} चादर सेट',
  'Solid {fabric} Fitted Bedsheet': 'सादी {fabric} फ़िटेड चादर',
  'Floral {fabric} Bedsheet with Pillow Covers': 'तकिया कवर के साथ फ़्लोरल {fabric} चादर',
  'Geometric Print {fabric} Bedsheet': 'ज्योमेट्रिक प्रिंट {fabric} चादर',
  // cushion covers (featured, trending)
  'Mirror Work {fabric} Cushion Covers': 'मिरर वर्क {fabric} कुशन कवर',
  'Block Print {fabric} Cushion Covers': 'ब्लॉक प्रिंट {fabric} कुशन कवर',
  // beauty (featured, trending)
  'Sandalwood and Turmeric Face Pack': 'चंदन और हल्दी फ़ेस पैक',
  'Onion and Bhringraj Hair Oil': 'प्याज़ और भृंगराज हेयर ऑयल',
  'Citrus Fresh Body Mist': 'सिट्रस फ़्रेश बॉडी मिस्ट',
  // electronics
  'Bluetooth Earbuds with Low-Latency Gaming Mode': 'लो-लेटेंसी गेमिंग मोड वाले ब्लूटूथ ईयरबड्स',
  'Power Bank with Built-In Cables': 'बिल्ट-इन केबल वाला पावर बैंक',
  'Shock-Proof {material} Back Cover': 'शॉक-प्रूफ़ {material} बैक कवर',
  'Slim Matte {material} Case': 'स्लिम मैट {material} फ़ोन कवर',
  'Transparent Anti-Yellowing Case': 'ट्रांसपेरेंट एंटी-येलो फ़ोन कवर',
  'Leather Finish Flip Cover': 'लेदर फ़िनिश फ़्लिप कवर',
  'Camera Protection {material} Back Cover': 'कैमरा प्रोटेक्शन {material} बैक कवर',
  'Liquid Silicone Case with Microfibre Lining': 'माइक्रोफ़ाइबर लाइनिंग वाला लिक्विड सिलिकॉन फ़ोन कवर',
};

/** Fits, fabrics and materials as Hindi names write them. */
export const HINDI_SPEC_WORDS: Readonly<Record<string, string>> = {
  'Slim Fit': 'स्लिम फ़िट',
  'Regular Fit': 'रेगुलर फ़िट',
  'Oversized Fit': 'ओवरसाइज़्ड फ़िट',
  'Skinny Fit': 'स्किनी फ़िट',
  'Straight Fit': 'स्ट्रेट फ़िट',
  'Relaxed Fit': 'रिलैक्स्ड फ़िट',
  'Tapered Fit': 'टेपर्ड फ़िट',
  'Flared Fit': 'फ़्लेयर्ड फ़िट',
  'A-Line Fit': 'ए-लाइन फ़िट',
  Cotton: 'कॉटन',
  'Bio-Wash Cotton': 'बायो-वॉश कॉटन',
  'Cotton Blend': 'कॉटन ब्लेंड',
  'Pique Cotton': 'पिके कॉटन',
  'Stretch Denim': 'स्ट्रेच डेनिम',
  'Cotton Denim': 'कॉटन डेनिम',
  'Khadi Cotton': 'खादी कॉटन',
  'Silk Blend': 'सिल्क ब्लेंड',
  'Linen Blend': 'लिनन ब्लेंड',
  Rayon: 'रेयॉन',
  Georgette: 'जॉर्जेट',
  'Chanderi Silk': 'चंदेरी सिल्क',
  Muslin: 'मलमल',
  Chiffon: 'शिफ़ॉन',
  Crepe: 'क्रेप',
  Linen: 'लिनन',
  'Art Silk': 'आर्ट सिल्क',
  Net: 'नेट',
  'Poly Viscose': 'पॉली विस्कोस',
  'Cotton Twill': 'कॉटन ट्विल',
  'Cotton Stretch': 'कॉटन स्ट्रेच',
  'Cotton Lycra': 'कॉटन लाइक्रा',
  'Viscose Lycra': 'विस्कोस लाइक्रा',
  'Organic Cotton': 'ऑर्गेनिक कॉटन',
  'Oxford Cotton': 'ऑक्सफ़ोर्ड कॉटन',
  'Cotton Fleece': 'कॉटन फ़्लीस',
  'Muslin Cotton': 'मलमल कॉटन',
  'Soft Cotton': 'सॉफ़्ट कॉटन',
  'Cotton Linen': 'कॉटन लिनन',
  Polyester: 'पॉलिएस्टर',
  'Polyester Spandex': 'पॉलिएस्टर स्पैन्डेक्स',
  Knit: 'निट',
  Velvet: 'वेलवेट',
  'Cotton Percale': 'कॉटन परकेल',
  'Cotton Sateen': 'कॉटन साटन',
  Microfibre: 'माइक्रोफ़ाइबर',
  'Jute Cotton': 'जूट कॉटन',
  Jacquard: 'जैक्वार्ड',
  'Cotton Canvas': 'कॉटन कैनवस',
  EVA: 'EVA',
  Synthetic: 'सिंथेटिक',
  PU: 'PU',
  'Synthetic Leather': 'सिंथेटिक लेदर',
  'Genuine Leather': 'असली लेदर',
  Leather: 'लेदर',
  'Vegan Leather': 'वीगन लेदर',
  Suede: 'स्वेड',
  Mesh: 'मेश',
  Canvas: 'कैनवस',
  Nylon: 'नायलॉन',
  Jute: 'जूट',
  Silicone: 'सिलिकॉन',
  Polycarbonate: 'पॉलीकार्बोनेट',
  TPU: 'TPU',
  'ABS Plastic': 'ABS प्लास्टिक',
};

const hindiSpec = (value: string | null | undefined) =>
  value ? (HINDI_SPEC_WORDS[value] ?? null) : value;

/**
 * A product's Hindi name from its template pattern, or none: a pattern without a Hindi one, or
 * a specification word without a Hindi name, leaves the product in English.
 */
export function productTranslations(
  pattern: string,
  values: Placeholders,
): StoredProductTranslations {
  const hindi = HINDI_PRODUCT_NAMES[pattern];
  if (!hindi) return {};
  const words = {
    fit: hindiSpec(values.fit),
    fabric: hindiSpec(values.fabric),
    material: hindiSpec(values.material),
  };
  // A pattern names only some of them; a missing Hindi word matters only if it is named.
  const needed = (['fit', 'fabric', 'material'] as const).filter((key) =>
    hindi.includes(`{${key}}`),
  );
  if (needed.some((key) => !words[key])) return {};
  return { hi: { name: fillName(hindi, words) } };
}

export function categoryTranslations(slug: string): StoredCategoryTranslations {
  const hindi = HINDI_CATEGORIES[slug];
  return hindi ? { hi: { ...hindi } } : {};
}

export function bannerTranslations(title: string): StoredBannerTranslations {
  const hindi = HINDI_BANNERS[title];
  return hindi ? { hi: { ...hindi } } : {};
}
