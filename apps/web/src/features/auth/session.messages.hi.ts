import type { Catalogue } from '@/lib/i18n';
import type { SessionMessages } from './session.messages';

const hi: Catalogue<SessionMessages> = {
  myAccount: 'मेरा अकाउंट',
};

export default hi;
