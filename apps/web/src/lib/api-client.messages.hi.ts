import type { Catalogue } from './i18n/message-book';
import type { ApiClientMessages } from './api-client.messages';

const hi: Catalogue<ApiClientMessages> = {
  status401: 'जारी रखने के लिए कृपया साइन इन करें।',
  status403: 'आपको इसकी अनुमति नहीं है।',
  status404: 'माँगी गई चीज़ नहीं मिली।',
  status429: 'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
  status500: 'सर्वर अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  statusOther: 'अनुरोध पूरा नहीं हुआ ({status})।',
  timeout: 'अनुरोध का समय खत्म हो गया। कृपया फिर से कोशिश करें।',
  cancelled: 'अनुरोध रद्द कर दिया गया।',
  network: 'सर्वर से जुड़ नहीं सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  invalidResponse: 'सर्वर से अनपेक्षित जवाब आया।',
  downloadFailed: 'डाउनलोड नहीं हो सका ({status})।',
};

export default hi;
