import { useT } from '@/lib/i18n';
import { AdminPageHeader } from '../components/admin-page-header';
import { SearchInsightsPanel } from '../components/search-insights';
import { searchMessages } from '../components/search.messages';
import { SynonymEditor } from '../components/synonym-editor';

/** Issue 13: what shoppers search, and the synonyms that help them find it. */
export function SearchPage() {
  const t = useT(searchMessages);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <SearchInsightsPanel />
      <SynonymEditor />
    </>
  );
}
