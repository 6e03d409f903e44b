import type { Catalogue } from '@/lib/i18n';
import type { DashboardMessages } from './dashboard.messages';

const hi: Catalogue<DashboardMessages> = {
  title: 'डैशबोर्ड',
  description: 'आज की गिनती भारतीय समय से होती है।',
  loading: 'डैशबोर्ड लोड हो रहा है',
  todayOrders: 'आज के ऑर्डर',
  todayRevenue: 'आज की कमाई',
  todayRevenueNote: 'पेमेंट हो चुके और कैश ऑन डिलीवरी ऑर्डर, आज रिटर्न पर दिए गए रिफ़ंड घटाकर',
  pendingOrders: 'बाकी ऑर्डर',
  lowStock: 'कम स्टॉक',
  noLowStock: 'किसी भी वेरिएंट का स्टॉक {threshold} या उससे कम नहीं है',
  lowStockCaption: 'कम स्टॉक वाले वेरिएंट, सबसे कम पहले',
  product: 'प्रोडक्ट',
  colour: 'रंग',
  size: 'साइज़',
  stock: 'स्टॉक',
};

export default hi;
