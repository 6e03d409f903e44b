import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';

/**
 * A table's search box (applied on Enter or the button, not per keystroke) beside its other
 * filters, stacked on a phone.
 */
export function TableFilters({
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  children,
}: {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
  children?: ReactNode;
}) {
  const t = useT(adminMessages);
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  // The address changed under us (back button, Clear): show what it says.
  if (search !== shown) {
    setShown(search);
    setText(search);
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 lg:flex-row lg:items-end">
      <form role="search" onSubmit={onSubmit} className="flex flex-1 items-end gap-2">
        <TextField
          className="flex-1"
          label={searchLabel}
          type="search"
          placeholder={searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outline">
          {t('search')}
        </Button>
      </form>
      {children ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:flex lg:gap-3">{children}</div>
      ) : null}
    </div>
  );
}
