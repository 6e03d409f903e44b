import { createRef } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FilterDrawer } from './filter-drawer';

// jsdom's <dialog> has no showModal/close: open and close it by its attribute, as the drawer's
// own fallback does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function drawer(open: boolean) {
  return (
    <FilterDrawer
      open={open}
      onClose={() => {}}
      labelledBy="filters-heading"
      resultCount={12}
      returnFocusTo={createRef<HTMLElement>()}
    >
      <h2 id="filters-heading">Filter panel</h2>
    </FilterDrawer>
  );
}

describe('filter drawer on phones (issue 17)', () => {
  it('builds the panel when it first opens and keeps it once closed', () => {
    const { rerender } = render(drawer(false));
    expect(screen.queryByText('Filter panel')).toBeNull();

    rerender(drawer(true));
    expect(screen.getByText('Filter panel')).toBeInTheDocument();

    rerender(drawer(false));
    expect(screen.getByText('Filter panel')).toBeInTheDocument();
  });
});
