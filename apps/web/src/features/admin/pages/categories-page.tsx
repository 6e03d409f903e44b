import { useState } from 'react';
import type { AdminCategory } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';
import { useSetCategoryNonReturnable } from '../api/set-non-returnable';
import { categoryChoices } from '../category-choices';
import { AdminPageHeader } from '../components/admin-page-header';
import { CategoryDialog } from '../components/category-dialog';
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
          showToast(`${category.name} is now ${category.isActive ? 'inactive' : 'active'}`),
        onError: (error) => showToast(failureText(error), 'error'),
      },
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Categories"
        description="Top-level categories and their sub-categories. Deactivate a category that is in use instead of deleting it."
        actions={<Button onClick={() => setEditing('new')}>New category</Button>}
      />
      {categories.isPending ? (
        <LoadingRows label="Loading categories" />
      ) : categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyTable title="No categories yet" />
      ) : (
        <TableFrame caption="Categories, sub-categories indented under their parent">
          <TableHead columns={['Name', 'Slug', 'Products', 'Status', 'Returns']} actions />
          <tbody>
            {rows.map((category) => (
              <tr key={category.id} className={ROW}>
                <td
                  className={TD}
                  style={{ paddingLeft: `${0.75 + (category.level - 1) * 1.5}rem` }}
                >
                  <span className="font-semibold text-slate-900">{category.name}</span>
                  {category.level > 1 ? (
                    <span className="sr-only"> (level {category.level})</span>
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
                    aria-label={`${category.nonReturnable ? 'Allow returns in' : 'Make non-returnable'} ${category.name}`}
                    onClick={() =>
                      setReturns.mutate({ id: category.id, nonReturnable: !category.nonReturnable })
                    }
                  >
                    {category.nonReturnable ? 'Non-returnable' : 'Returnable'}
                  </Button>
                </td>
                <td className={TD}>
                  <div className="flex justify-end gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit ${category.name}`}
                      onClick={() => setEditing(category)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={save.isPending}
                      aria-label={`${category.isActive ? 'Deactivate' : 'Activate'} ${category.name}`}
                      onClick={() => toggle(category)}
                    >
                      {category.isActive ? 'Deactivate' : 'Activate'}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      aria-label={`Delete ${category.name}`}
                      onClick={() => {
                        remove.reset();
                        setDeleting(category);
                      }}
                    >
                      Delete
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
        title="Delete category?"
        confirmLabel="Delete category"
        busyLabel="Deleting..."
        busy={remove.isPending}
        error={remove.isError ? failureText(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast(`Deleted ${deleting.name}`);
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      >
        <p>
          <strong>{deleting?.name}</strong> will be removed. A category that products or
          sub-categories use cannot be deleted; deactivate it instead.
        </p>
      </ConfirmDialog>
    </>
  );
}
