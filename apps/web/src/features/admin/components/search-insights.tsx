import type { SearchQueryStat } from '@shop/contracts';
import { useT } from '@/lib/i18n';
import { useSearchInsights } from '../api/get-search-insights';
import { searchMessages } from './search.messages';
import { EmptyTable, LoadError, LoadingRows, ROW, TD, TableFrame, TableHead } from './query-states';

function QueryTable({
  caption,
  stats,
  empty,
}: {
  caption: string;
  stats: SearchQueryStat[];
  empty: string;
}) {
  const t = useT(searchMessages);
  if (stats.length === 0) return <EmptyTable title={empty} />;
  return (
    <TableFrame caption={caption}>
      <TableHead columns={[t('search'), t('timesSearched'), t('productsFound')]} />
      <tbody>
        {stats.map((stat) => (
          <tr key={stat.query} className={ROW}>
            <td className={`${TD} font-medium text-slate-900`}>{stat.query}</td>
            <td className={TD}>{stat.searches}</td>
            <td className={TD}>{stat.results}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** Issue 13: what shoppers search most, and what finds nothing (no one's identity is kept). */
export function SearchInsightsPanel() {
  const t = useT(searchMessages);
  const insights = useSearchInsights();
  if (insights.isPending) return <LoadingRows label={t('loadingSearches')} rows={4} />;
  if (insights.isError)
    return <LoadError error={insights.error} onRetry={() => void insights.refetch()} />;
  return (
    // minmax(0, 1fr) columns: a table scrolls inside its frame instead of widening the page.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <section aria-labelledby="top-searches">
        <h2 id="top-searches" className="mb-3 text-lg font-semibold text-slate-900">
          {t('topSearches')}
        </h2>
        <QueryTable
          caption={t('topSearches')}
          stats={insights.data.topSearches}
          empty={t('noSearches')}
        />
      </section>
      <section aria-labelledby="no-result-searches">
        <h2 id="no-result-searches" className="mb-3 text-lg font-semibold text-slate-900">
          {t('noResult')}
        </h2>
        <QueryTable
          caption={t('noResult')}
          stats={insights.data.noResultSearches}
          empty={t('allFound')}
        />
      </section>
    </div>
  );
}
