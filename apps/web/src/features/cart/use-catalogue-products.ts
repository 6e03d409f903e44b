import { useQueries } from '@tanstack/react-query';
import type { Product } from '@shop/contracts';
import { getLiveProductQueryOptions } from '@/features/catalogue';
import { isApiError } from '@/lib/api-client';

export interface CatalogueProducts {
  byId: ReadonlyMap<string, Product>;
  /** Ids still loading. */
  pending: ReadonlySet<string>;
  /** Ids the catalogue no longer has (or could not give). */
  failed: ReadonlySet<string>;
  /** Of those, the ones the catalogue says it no longer sells (404), not a passing failure. */
  gone: ReadonlySet<string>;
}

/**
 * The products behind a visitor's cart lines and saved items (the browser keeps only ids and a
 * snapshot), as the catalogue has them now: current prices, stock and variants, read past the
 * browser's HTTP cache so a line's stock is the shop's (issue 20).
 */
export function useCatalogueProducts(ids: readonly string[]): CatalogueProducts {
  const unique = [...new Set(ids)];
  return useQueries({
    queries: unique.map((id) => getLiveProductQueryOptions(id)),
    combine: (results) => {
      const byId = new Map<string, Product>();
      const pending = new Set<string>();
      const failed = new Set<string>();
      const gone = new Set<string>();
      results.forEach((result, index) => {
        const id = unique[index] as string;
        if (result.data) byId.set(id, result.data);
        else if (result.isError) failed.add(id);
        else pending.add(id);
        if (isApiError(result.error) && result.error.status === 404) gone.add(id);
      });
      return { byId, pending, failed, gone };
    },
  });
}
