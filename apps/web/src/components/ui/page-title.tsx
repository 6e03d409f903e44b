import { useT } from '@/lib/i18n';
import { uiMessages } from './ui.messages';

/** Sets the tab title; React 19 hoists <title> into the document head. */
export function PageTitle({ title }: { title: string }) {
  const t = useT(uiMessages);
  return <title>{t('pageTitle', { title })}</title>;
}
