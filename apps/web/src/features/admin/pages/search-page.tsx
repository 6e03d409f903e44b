import { AdminPageHeader } from '../components/admin-page-header';
import { SearchInsightsPanel } from '../components/search-insights';
import { SynonymEditor } from '../components/synonym-editor';

/** Issue 13: what shoppers search, and the synonyms that help them find it. */
export function SearchPage() {
  return (
    <>
      <AdminPageHeader
        title="Search"
        description="What shoppers search most and what finds nothing, and the words search treats as the same."
      />
      <SearchInsightsPanel />
      <SynonymEditor />
    </>
  );
}
