import type { Catalogue } from '@/lib/i18n';
import type { AppMessages } from './app.messages';

const hi: Catalogue<AppMessages> = {
  notFoundTitle: 'पेज नहीं मिला',
  notFoundText: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  backToHome: 'होम पर वापस जाएँ',
  browseProducts: 'प्रोडक्ट देखें',
  errorTitle: 'कुछ गड़बड़ हो गई',
  errorText: 'यह पेज लोड नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है',
};

export default hi;
