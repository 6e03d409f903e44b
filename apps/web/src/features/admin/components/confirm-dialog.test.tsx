import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtRoot } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';

/** A delete that the server refuses, as /admin/categories answers for a category in use. */
function RefusedDelete({ onClose, refuse }: { onClose: () => void; refuse: Promise<string> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      title="Delete category?"
      confirmLabel="Delete category"
      busyLabel="Deleting..."
      busy={busy}
      error={error}
      onConfirm={() => {
        setBusy(true);
        void refuse.then((message) => {
          setError(message);
          setBusy(false);
        });
      }}
      onClose={onClose}
    >
      <p>Men will be removed.</p>
    </ConfirmDialog>
  );
}

describe('the confirm dialog after a refusal', () => {
  it('keeps the focus inside, on Keep it, so Escape still closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    let answer: (message: string) => void = () => {};
    const refuse = new Promise<string>((resolve) => (answer = resolve));
    renderAtRoot(<RefusedDelete onClose={onClose} refuse={refuse} />);
    await user.click(screen.getByRole('button', { name: 'Delete category' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await act(async () => answer('This category is used by 1 product: deactivate it instead'));

    expect(await screen.findByRole('alert')).toHaveTextContent('used by 1 product');
    const keep = screen.getByRole('button', { name: 'Keep it' });
    expect(keep).toHaveFocus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
