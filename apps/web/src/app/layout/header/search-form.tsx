import type { FormEvent } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/**
 * spec §2: searching trims the text and goes to the product list with `search` set; empty text
 * does nothing.
 */
export function SearchForm({
  id,
  className,
  onSearched,
}: {
  id: string;
  className?: string;
  onSearched?: () => void;
}) {
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('search');
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    // The box shows what was searched for, not the stray spaces around it.
    if (input instanceof HTMLInputElement) input.value = text;
    if (!text) return;
    navigate({ pathname: '/products', search: `?${createSearchParams({ search: text })}` });
    onSearched?.();
  }

  return (
    <form role="search" onSubmit={submit} className={cn('relative w-full', className)}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        name="search"
        type="search"
        placeholder="Search products..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon className="size-4.5" />
      </button>
    </form>
  );
}
