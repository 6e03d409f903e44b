import { useState } from 'react';
import { showToast } from '@/components/ui/toast-store';

/**
 * Which cart lines or saved items have a change in flight, and how to run one. spec §4 Cart: a
 * line being changed is locked until the change settles; a failure is an error toast in the
 * words `failure` picks (spec §8).
 */
export function useBusyKeys() {
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(() => new Set());

  async function run(
    key: string,
    action: () => Promise<void> | void,
    failure: (error: unknown) => string,
  ): Promise<void> {
    if (busyKeys.has(key)) return;
    setBusyKeys((keys) => new Set(keys).add(key));
    try {
      await action();
    } catch (error) {
      showToast(failure(error), 'error');
    } finally {
      setBusyKeys((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  }

  return { isBusy: (key: string) => busyKeys.has(key), run };
}
