import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@shop/contracts';
import { buildFilterData } from '@/test/catalogue-factory';
import { renderAtRoot } from '@/test/render';
import { NO_PANEL_FILTERS, type PanelFilters } from '../../product-query';
import { FilterPanel } from './filter-panel';

const men: Category = {
  _id: 'c1',
  id: 'c1',
  name: 'Men',
  slug: 'men',
  level: 1,
  parentId: null,
  isActive: true,
  image: null,
  description: null,
  sortOrder: 1,
  children: [],
};

function renderPanel(value: PanelFilters = NO_PANEL_FILTERS, data = buildFilterData()) {
  const onChange = vi.fn<(next: PanelFilters) => void>();
  renderAtRoot(
    <FilterPanel
      value={value}
      onChange={onChange}
      data={data}
      isLoading={false}
      categories={[men]}
    />,
  );
  return { onChange };
}

const sectionToggle = (title: string | RegExp) => screen.getByRole('button', { name: title });

describe('filter panel (spec §2)', () => {
  it('opens price, categories, brand, size and colour, and keeps material and fabric closed', () => {
    renderPanel();
    for (const title of ['Price Range', 'Categories', 'Brand', 'Size', 'Color']) {
      expect(sectionToggle(title)).toHaveAttribute('aria-expanded', 'true');
    }
    for (const title of ['Material', 'Fabric']) {
      expect(sectionToggle(title)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByRole('checkbox', { name: /Urban Tadka/ })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: /Leather/ })).not.toBeInTheDocument();
  });

  it('opens and closes a section from its button', async () => {
    renderPanel();
    await userEvent.click(sectionToggle('Fabric'));
    expect(sectionToggle('Fabric')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: /Linen/ })).toBeVisible();
    await userEvent.click(sectionToggle(/^Brand/));
    expect(sectionToggle(/^Brand/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: /Urban Tadka/ })).not.toBeInTheDocument();
  });

  it('shows each option with its name, count and, for colours, a swatch', () => {
    renderPanel();
    expect(screen.getByRole('checkbox', { name: 'Urban Tadka (7)' })).not.toBeChecked();
    const navy = screen.getByRole('checkbox', { name: 'Navy Blue (5)' }).closest('label');
    expect(navy?.querySelector('[style]')).toHaveStyle({ backgroundColor: '#1f3a5f' });
  });

  it('groups sizes by system, each in its natural order (issue 20)', () => {
    renderPanel(
      NO_PANEL_FILTERS,
      buildFilterData({
        sizes: [
          { name: '0-6M', count: 1 },
          { name: 'UK 10', count: 2 },
          { name: 'XL', count: 3 },
          { name: 'UK 7', count: 2 },
          { name: 'S', count: 4 },
          { name: '2-3Y', count: 1 },
        ],
      }),
    );
    const sizes = screen.getByRole('group', { name: 'Size' });
    const clothing = within(sizes).getByRole('group', { name: 'Clothing' });
    expect(
      within(clothing)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['S(4)', 'XL(3)']);
    const kids = within(sizes).getByRole('group', { name: "Kids' ages" });
    expect(within(kids).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(kids).getAllByRole('checkbox')[0]?.parentElement).toHaveTextContent('0-6M');
    const shoes = within(sizes).getByRole('group', { name: 'Shoes (UK)' });
    expect(within(shoes).getAllByRole('checkbox')[0]?.parentElement).toHaveTextContent('UK 7');
    expect(within(sizes).queryByRole('group', { name: 'Bed' })).not.toBeInTheDocument();
  });

  it('needs no size heading when the products in scope share one system', () => {
    renderPanel();
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).queryByRole('group')).not.toBeInTheDocument();
    expect(within(sizes).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('scrolls long option lists at 12 rem', () => {
    renderPanel();
    const list = screen.getByRole('checkbox', { name: /Urban Tadka/ }).closest('ul');
    expect(list).toHaveClass('max-h-48', 'overflow-y-auto');
  });

  it('counts every active filter in the badge', () => {
    renderPanel({
      ...NO_PANEL_FILTERS,
      brand: ['Khadi Craft', 'Urban Tadka'],
      size: ['M'],
      minPrice: 500,
      maxPrice: 2000,
      subcategory: 'men-kurtas',
    });
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('5');
  });

  it('shows no badge with nothing chosen', () => {
    renderPanel();
    expect(screen.queryByTestId('active-filter-count')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('adds and removes an option', async () => {
    const { onChange } = renderPanel({ ...NO_PANEL_FILTERS, size: ['M'] });
    await userEvent.click(screen.getByRole('checkbox', { name: /^L / }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_PANEL_FILTERS, size: ['M', 'L'] });
    await userEvent.click(screen.getByRole('checkbox', { name: /^M / }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_PANEL_FILTERS, size: [] });
  });

  it("filters '4 stars and above' (issue 18)", async () => {
    const { onChange } = renderPanel();
    await userEvent.click(screen.getByRole('checkbox', { name: '4 stars and above' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_PANEL_FILTERS, minRating: 4 });
  });

  it("shows '4 stars and above' ticked and counted when chosen", async () => {
    const { onChange } = renderPanel({ ...NO_PANEL_FILTERS, minRating: 4 });
    const box = screen.getByRole('checkbox', { name: '4 stars and above' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(NO_PANEL_FILTERS);
  });

  it('resets every filter with Clear All', async () => {
    const { onChange } = renderPanel({
      ...NO_PANEL_FILTERS,
      brand: ['Khadi Craft'],
      minPrice: 100,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onChange).toHaveBeenCalledWith(NO_PANEL_FILTERS);
  });

  it('applies 0 and 10000 when the price inputs are empty', async () => {
    const { onChange } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Price Filter' }));
    expect(onChange).toHaveBeenCalledWith({ ...NO_PANEL_FILTERS, minPrice: 0, maxPrice: 10000 });
  });

  it('applies a typed range, filling only the empty side', async () => {
    const { onChange } = renderPanel();
    await userEvent.type(screen.getByLabelText('Min (₹)'), '750');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Price Filter' }));
    expect(onChange).toHaveBeenCalledWith({ ...NO_PANEL_FILTERS, minPrice: 750, maxPrice: 10000 });
  });

  it('refuses a minimum above the maximum with a message', async () => {
    const { onChange } = renderPanel();
    await userEvent.type(screen.getByLabelText('Min (₹)'), '3000');
    await userEvent.type(screen.getByLabelText('Max (₹)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Price Filter' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Minimum price cannot be more than the maximum price.',
    );
    expect(screen.getByLabelText('Min (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses one subcategory and links to the category pages', async () => {
    const { onChange } = renderPanel();
    const categories = sectionToggle('Categories').closest('section') as HTMLElement;
    await userEvent.click(within(categories).getByRole('radio', { name: /Kurtas/ }));
    expect(onChange).toHaveBeenCalledWith({ ...NO_PANEL_FILTERS, subcategory: 'men-kurtas' });
    expect(within(categories).getByRole('link', { name: 'Men' })).toHaveAttribute(
      'href',
      '/categories/men',
    );
  });

  it('falls back to empty lists without breaking (failed filter fetch)', () => {
    renderPanel(
      NO_PANEL_FILTERS,
      buildFilterData({
        priceRange: { minPrice: 0, maxPrice: 10000 },
        brands: [],
        sizes: [],
        colors: [],
        materials: [],
        fabrics: [],
        subcategories: [],
      }),
    );
    expect(screen.getByRole('button', { name: 'Apply Price Filter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Max (₹)')).toHaveAttribute('placeholder', '10000');
    // Only the rating filter, which needs no filter data, is left.
    expect(screen.getAllByRole('checkbox')).toEqual([
      screen.getByRole('checkbox', { name: '4 stars and above' }),
    ]);
  });
});
