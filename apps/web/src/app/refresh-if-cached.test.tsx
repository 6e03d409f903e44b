import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { CACHED_PAGE_AGE_MS, RefreshIfCached } from './refresh-if-cached';

/** A page reading one query whose answer came with the HTML, `age` ms ago. */
function hydratedPage(age: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false } },
  });
  const renderedAt = Date.now() - age;
  client.setQueryData(['product', 'p1'], { stock: 4 }, { updatedAt: renderedAt });
  const fetchStock = vi.fn(() => Promise.resolve({ stock: 3 }));
  function Stock() {
    const { data } = useQuery({ queryKey: ['product', 'p1'], queryFn: fetchStock });
    return <p>Only {data?.stock} left</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <RefreshIfCached client={client} renderedAt={renderedAt}>
        <Stock />
      </RefreshIfCached>
    </QueryClientProvider>,
  );
  return fetchStock;
}

describe('a server-rendered page from a cache (a browser or CDN copy)', () => {
  it('asks its data again once hydrated, so the stock shown is current', async () => {
    const fetchStock = hydratedPage(CACHED_PAGE_AGE_MS + 5_000);
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    expect(fetchStock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the page was rendered for this visit', async () => {
    const fetchStock = hydratedPage(1_000);
    expect(await screen.findByText('Only 4 left')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchStock).not.toHaveBeenCalled();
  });
});
