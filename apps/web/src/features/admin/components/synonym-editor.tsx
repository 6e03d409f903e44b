import { useState, type FormEvent } from 'react';
import type { AdminSynonym } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useSynonyms } from '../api/get-synonyms';
import { useDeleteSynonym, useSaveSynonym } from '../api/save-synonym';
import { failureText } from '../server-errors';
import { ConfirmDialog } from './confirm-dialog';
import { searchMessages } from './search.messages';
import { EmptyTable, LoadError, LoadingRows, ROW, TD, TableFrame, TableHead } from './query-states';

const toTerms = (text: string) =>
  text
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);

/**
 * Issue 13: words shoppers type for the same thing ("sari, saree"). Search finds any of a
 * group's words when one is typed, from the next search on.
 */
export function SynonymEditor() {
  const t = useT(searchMessages);
  const common = useT(adminMessages);
  const synonyms = useSynonyms();
  const save = useSaveSynonym();
  const remove = useDeleteSynonym();
  const [editing, setEditing] = useState<AdminSynonym | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminSynonym | null>(null);

  function edit(group: AdminSynonym | null) {
    setEditing(group);
    setText(group ? group.terms.join(', ') : '');
    setError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const terms = toTerms(text);
    if (terms.length < 2) {
      setError(t('needTwo'));
      return;
    }
    save.mutate(
      { id: editing?._id ?? null, body: { terms } },
      {
        onSuccess: () => {
          showToast(editing ? t('saved') : t('added'));
          edit(null);
        },
        onError: (failure) => setError(failureText(failure)),
      },
    );
  }

  return (
    <section aria-labelledby="synonyms-heading" className="mt-10">
      <h2 id="synonyms-heading" className="text-lg font-semibold text-slate-900">
        {t('synonyms')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('intro')}</p>
      <form onSubmit={submit} className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={editing ? t('changeWords') : t('newGroup')}
          hint={t('hint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error ?? undefined}
          className="flex-1"
        />
        <div className="flex gap-2 sm:mt-7">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? common('saving') : editing ? t('saveChanges') : t('addSynonyms')}
          </Button>
          {editing ? (
            <Button type="button" variant="outline" onClick={() => edit(null)}>
              {common('cancel')}
            </Button>
          ) : null}
        </div>
      </form>
      {synonyms.isPending ? (
        <LoadingRows label={t('loadingSynonyms')} />
      ) : synonyms.isError ? (
        <LoadError error={synonyms.error} onRetry={() => void synonyms.refetch()} />
      ) : synonyms.data.synonyms.length === 0 ? (
        <EmptyTable title={t('noSynonyms')} />
      ) : (
        <TableFrame caption={t('caption')}>
          <TableHead columns={[t('sameMeaning')]} actions />
          <tbody>
            {synonyms.data.synonyms.map((group) => (
              <tr key={group._id} className={ROW}>
                <td className={TD}>{group.terms.join(', ')}</td>
                <td className={`${TD} text-right whitespace-nowrap`}>
                  <Button size="sm" variant="outline" onClick={() => edit(group)}>
                    {common('edit')}
                    <span className="sr-only"> {group.terms[0]}</span>
                  </Button>{' '}
                  <Button size="sm" variant="outline" onClick={() => setDeleting(group)}>
                    {common('delete')}
                    <span className="sr-only"> {group.terms[0]}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={common('delete')}
        busyLabel={common('deleting')}
        busy={remove.isPending}
        error={remove.error ? failureText(remove.error) : null}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              showToast(t('deleted'));
              setDeleting(null);
            },
          })
        }
      >
        <p>{t('noLongerFind', { terms: deleting?.terms.join(', ') ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
