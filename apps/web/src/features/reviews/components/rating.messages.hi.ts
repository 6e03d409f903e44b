import type { Catalogue } from '@/lib/i18n';
import type { RatingMessages } from './rating.messages';

const hi: Catalogue<RatingMessages> = {
  rated: '5 में से {value} रेटिंग',
  ratedFrom: '{count, plural, other {{count} रिव्यू}} से 5 में से {average} रेटिंग',
};

export default hi;
