import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@shop/contracts';
import { renderAtRoot } from '@/test/render';
import { MobileCategories } from './mobile-categories';

const child = (id: string, name: string, slug: string): Category => ({
  _id: id,
  id,
  name,
  slug,
  level: 2,
  parentId: 'c1',
  isActive: true,
  image: null,
  description: null,
  sortOrder: 0,
  children: [],
});
const women: Category = {
  ...child('c1', 'Women', 'women'),
  level: 1,
  parentId: null,
  children: [child('c11', 'Sarees', 'sarees'), child('c12', 'Kurtas', 'kurtas')],
};
const beauty: Category = { ...child('c2', 'Beauty', 'beauty'), level: 1, parentId: null };

describe("the phone menu's categories (issue 20)", () => {
  it('lists the top categories, each opening onto its subcategories', async () => {
    const onClose = vi.fn();
    renderAtRoot(<MobileCategories categories={[women, beauty]} onClose={onClose} />);
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    expect(within(nav).getByRole('link', { name: 'Beauty' })).toHaveAttribute(
      'href',
      '/products?category=beauty',
    );
    const sarees = within(nav).getByRole('link', { name: 'Sarees', hidden: true });
    expect(sarees).not.toBeVisible();

    await userEvent.click(within(nav).getByText('Women'));
    expect(sarees).toBeVisible();
    expect(sarees).toHaveAttribute('href', '/products?category=women&subcategory=sarees');
    expect(within(nav).getByRole('link', { name: 'All Women' })).toHaveAttribute(
      'href',
      '/products?category=women',
    );
    await userEvent.click(sarees);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows nothing while there are no categories', () => {
    renderAtRoot(<MobileCategories categories={[]} onClose={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
