import { useSearchParams } from 'react-router';

/**
 * A table's filters and page live in the address, so a reload, the back button or a shared link
 * shows the same rows. Changing a filter goes back to page 1.
 */
export function useTableParams<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    Name,
    string
  >;

  function setPage(next: number) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  }

  function setFilters(next: Partial<Record<Name, string>>) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next) as [Name, string | undefined][]) {
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      updated.delete('page');
      return updated;
    });
  }

  return { page, filters, setPage, setFilters };
}
