import type { Catalogue } from '@/lib/i18n';
import type { SearchMessages } from './search.messages';

const hi: Catalogue<SearchMessages> = {
  title: 'सर्च',
  description:
    'ग्राहक सबसे ज़्यादा क्या खोजते हैं, किस खोज में कुछ नहीं मिलता, और कौन-से शब्द सर्च में एक जैसे माने जाते हैं।',
  search: 'खोज',
  timesSearched: 'कितनी बार खोजा',
  productsFound: 'मिले प्रोडक्ट',
  loadingSearches: 'खोजें लोड हो रही हैं',
  topSearches: 'सबसे ज़्यादा खोजे गए',
  noSearches: 'अभी कोई खोज नहीं',
  noResult: 'जिन खोजों में कुछ नहीं मिला',
  allFound: 'हर खोज में कुछ न कुछ मिला',
  needTwo: 'एक ही मतलब वाले कम से कम दो शब्द दें, कॉमा से अलग करके',
  saved: 'पर्यायवाची सेव हो गए',
  added: 'पर्यायवाची जोड़ दिए गए',
  synonyms: 'पर्यायवाची शब्द',
  intro: 'ग्राहक एक ही चीज़ के लिए जो अलग-अलग शब्द लिखते हैं। किसी एक को खोजने पर सभी मिलते हैं।',
  changeWords: 'शब्द बदलें',
  newGroup: 'शब्दों का नया समूह',
  hint: 'कॉमा से अलग करें, जैसे धोती, dhoti, veshti',
  saveChanges: 'बदलाव सेव करें',
  addSynonyms: 'पर्यायवाची जोड़ें',
  loadingSynonyms: 'पर्यायवाची लोड हो रहे हैं',
  noSynonyms: 'अभी कोई पर्यायवाची नहीं',
  caption: 'पर्यायवाची समूह',
  sameMeaning: 'एक ही मतलब वाले शब्द',
  deleteTitle: 'ये पर्यायवाची हटाएँ?',
  deleted: 'पर्यायवाची हटा दिए गए',
  noLongerFind: '{terms} की खोजें अब एक-दूसरे को नहीं ढूँढेंगी।',
};

export default hi;
