import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

function renderPagination(currentPage: number, totalPages: number, totalItems = totalPages * 12) {
  const onPageChange = vi.fn();
  render(
    <Pagination
      currentPage={currentPage}
      totalPages={totalPages}
      totalItems={totalItems}
      pageSize={12}
      onPageChange={onPageChange}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  const numbers = () =>
    within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => Number(button.textContent));
  const ellipses = () => within(nav).queryAllByText('…').length;
  return { onPageChange, nav, numbers, ellipses };
}

describe('Pagination (spec §2)', () => {
  it('shows five numbers from the start with an ellipsis at the end', () => {
    const { numbers, nav } = renderPagination(1, 10);
    expect(numbers()).toEqual([1, 2, 3, 4, 5]);
    const items = [...nav.querySelectorAll('li')].map((item) => item.textContent);
    expect(items.indexOf('…')).toBe(items.indexOf('5') + 1);
    expect(items.filter((text) => text === '…')).toHaveLength(1);
  });

  it('centres the window with ellipses on both sides in the middle', () => {
    const { numbers, ellipses } = renderPagination(6, 12);
    expect(numbers()).toEqual([4, 5, 6, 7, 8]);
    expect(ellipses()).toBe(2);
  });

  it('ends at the last page with an ellipsis at the start', () => {
    const { numbers, nav } = renderPagination(10, 10);
    expect(numbers()).toEqual([6, 7, 8, 9, 10]);
    const items = [...nav.querySelectorAll('li')].map((item) => item.textContent);
    expect(items.indexOf('…')).toBe(items.indexOf('6') - 1);
    expect(items.filter((text) => text === '…')).toHaveLength(1);
  });

  it('shows every page and no ellipsis when there are five or fewer', () => {
    const { numbers, ellipses } = renderPagination(2, 3);
    expect(numbers()).toEqual([1, 2, 3]);
    expect(ellipses()).toBe(0);
  });

  it('disables First and Previous on page 1', () => {
    renderPagination(1, 5);
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeEnabled();
  });

  it('disables Next and Last on the last page', () => {
    renderPagination(5, 5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First' })).toBeEnabled();
  });

  it('says which products are shown and marks the current page', () => {
    renderPagination(2, 5, 50);
    expect(screen.getByText('Showing 13 to 24 of 50 products')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('shows the last partial page correctly', () => {
    renderPagination(5, 5, 50);
    expect(screen.getByText('Showing 49 to 50 of 50 products')).toBeInTheDocument();
  });

  it('asks for the page a shopper clicks', async () => {
    const { onPageChange } = renderPagination(2, 5, 50);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('leaves out First and Last when asked (category page)', () => {
    render(
      <Pagination
        currentPage={1}
        totalPages={3}
        totalItems={30}
        pageSize={12}
        onPageChange={() => {}}
        showFirstLast={false}
      />,
    );
    expect(screen.queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
  });
});
