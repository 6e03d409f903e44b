import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartSessionSync } from '@/features/cart';

/**
 * App-wide providers. The session needs none: useAuth reads the module's session store.
 * CartSessionSync merges the browser's cart and wishlist into the server's on sign-in (spec §4).
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <CartSessionSync />
      {children}
    </QueryClientProvider>
  );
}
