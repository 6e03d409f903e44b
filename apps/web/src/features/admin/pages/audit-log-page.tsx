import { AUDIT_ENTITIES, type AdminAuditLog } from '@shop/contracts';
import { useDates, useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useAuditLog } from '../api/get-audit-log';
import { auditChanges } from '../audit-changes';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminPagination } from '../components/admin-pagination';
import { ChoiceField } from '../components/form-controls';
import {
  EmptyTable,
  LoadError,
  LoadingRows,
  ROW,
  TD,
  TableFrame,
  TableHead,
} from '../components/query-states';
import { useTableParams } from '../use-table-params';
import { auditMessages } from './audit.messages';

function Changes({ entry }: { entry: AdminAuditLog }) {
  const t = useT(auditMessages);
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-slate-500">{t('noFieldChanged')}</span>;
  return (
    <details>
      <summary className="cursor-pointer font-semibold text-brand-700">
        {t('fieldCount', { count: changes.length })}
      </summary>
      <dl className="mt-2 space-y-1 text-xs">
        {changes.map((change) => (
          <div key={change.field} className="break-all">
            <dt className="inline font-semibold">{change.field}: </dt>
            <dd className="inline">
              <span className="text-red-700 line-through">{change.before}</span>{' '}
              <span aria-label={t('changedTo')}>→</span>{' '}
              <span className="text-green-800">{change.after}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Every admin action, newest first: who, what, when, before and after (issue 7). */
export function AuditLogPage() {
  const t = useT(auditMessages);
  const common = useT(adminMessages);
  const dates = useDates();
  const { page, filters, setPage, setFilters } = useTableParams(['entity'] as const);
  const log = useAuditLog({ page, entity: filters.entity });
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <div className="mb-4 max-w-xs">
        <ChoiceField
          label={t('recordKind')}
          emptyLabel={t('everything')}
          choices={AUDIT_ENTITIES.map((entity) => ({
            value: entity,
            label: t(`entity_${entity}`),
          }))}
          value={filters.entity}
          onChange={(event) => setFilters({ entity: event.target.value })}
        />
      </div>
      {log.isPending ? (
        <LoadingRows label={t('loading')} />
      ) : log.isError ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.auditLogs.length === 0 ? (
        <EmptyTable title={t('nothing')} />
      ) : (
        <>
          <TableFrame caption={t('caption')}>
            <TableHead columns={[t('when'), t('who'), t('action'), t('changes')]} />
            <tbody>
              {log.data.auditLogs.map((entry) => (
                <tr key={entry.id} className={`${ROW} align-top`}>
                  <td className={`${TD} whitespace-nowrap`}>{dates.dateTime(entry.createdAt)}</td>
                  <td className={TD}>
                    {entry.actorName ?? common('system')}
                    {entry.actorPhone ? (
                      <span className="block text-xs text-slate-500">{entry.actorPhone}</span>
                    ) : null}
                  </td>
                  <td className={TD}>
                    <span className="font-mono text-xs">{entry.action}</span>
                    {entry.entityId ? (
                      <span className="block text-xs text-slate-500">{entry.entityId}</span>
                    ) : null}
                  </td>
                  <td className={TD}>
                    <Changes entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <AdminPagination
            pagination={log.data.pagination}
            noun={{ one: t('nounOne'), other: t('noun') }}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
