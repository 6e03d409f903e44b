import { useState } from 'react';
import type { AdminCategory } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';
import { useSetCategoryNonReturnable } from '../api/set-non-returnable';
import { categoryChoices } from '../category-choices';
import { AdminPageHeader } from '../components/admin-page-header';
import { CategoryDialog } from '../components/category-dialog';
import { categoryMessages } from '../components/category.messages';
import { ConfirmDialog } from '../components/confirm-dialog';
import {
  EmptyTable,
  LoadError,
  LoadingRows,
  ROW,
  TD,
  TableFrame,
  TableHead,
} from '../components/query-states';
import { ActivePill } from '../components/status-pill';
import { failureText } from '../server-errors';

/** The category tree: parents with their children indented beneath, inactive ones included. */
export function CategoriesPage() {
  const t = useT(categoryMessages);
  const common = useT(adminMessages);
  const categories = useCategories();
  const save = useSaveCategory();
  const setReturns = useSetCategoryNonReturnable();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategory | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const all = categories.data?.categories ?? [];
  const byId = new Map(all.map((category) => [category.id, category]));
  // Tree order and indentation come from the same walk the select boxes use.
  const rows = categoryChoices(all).flatMap((choice) => {
    const category = byId.get(choice.value);
    return category ? [category] : [];
  });

  function toggle(category: AdminCategory) {
    save.mutate(
      { id: category.id, body: { isActive: !category.isActive } },
      {
        onSuccess: () =>
          showToast(
            common('nowActive', { name: category.name, active: String(!category.isActive) }),
          ),
        onError: (error) => showToast(failureText(error), 'error'),
      },
    );
  }

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button onClick={() => setEditing('new')}>{t('newCategory')}</Button>}
      />
      {categories.isPending ? (
        <LoadingRows label={t('loading')} />
      ) : categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyTable title={t('noCategories')} />
      ) : (
        <TableFrame caption={t('caption')}>
          <TableHead
            columns={[t('name'), t('slug'), t('products'), common('status'), t('returns')]}
            actions
          />
          <tbody>
            {rows.map((category) => (
              <tr key={category.id} className={ROW}>
                <td
                  className={TD}
                  style={{ paddingLeft: `${0.75 + (category.level - 1) * 1.5}rem` }}
                >
                  <span className="font-semibold text-slate-900">{category.name}</span>
                  {category.level > 1 ? (
                    <span className="sr-only"> {t('level', { level: category.level })}</span>
                  ) : null}
                </td>
                <td className={`${TD} text-slate-600`}>{category.slug}</td>
                <td className={TD}>{category.productCount}</td>
                <td className={TD}>
                  <ActivePill active={category.isActive} />
                </td>
                <td className={TD}>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={setReturns.isPending}
                    aria-label={
                      category.nonReturnable
                        ? t('allowReturnsIn', { name: category.name })
                        : t('makeNonReturnable', { name: category.name })
                    }
                    onClick={() =>
                      setReturns.mutate({ id: category.id, nonReturnable: !category.nonReturnable })
                    }
                  >
                    {category.nonReturnable ? t('nonReturnable') : t('returnable')}
                  </Button>
                </td>
                <td className={TD}>
                  <div className="flex justify-end gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={common('editNamed', { name: category.name })}
                      onClick={() => setEditing(category)}
                    >
                      {common('edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={save.isPending}
                      aria-label={common('toggleNamed', {
                        active: String(category.isActive),
                        name: category.name,
                      })}
                      onClick={() => toggle(category)}
                    >
                      {category.isActive ? common('deactivate') : common('activate')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      aria-label={common('deleteNamed', { name: category.name })}
                      onClick={() => {
                        remove.reset();
                        setDeleting(category);
                      }}
                    >
                      {common('delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {editing !== null ? (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          categories={all}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('deleteCategory')}
        busyLabel={common('deleting')}
        busy={remove.isPending}
        error={remove.isError ? failureText(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast(common('deleted', { name: deleting.name }));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      >
        <p>
          <strong>{deleting?.name}</strong> {t('willBeRemoved')}
        </p>
      </ConfirmDialog>
    </>
  );
}
