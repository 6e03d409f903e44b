import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { CATEGORY_MENU_CLOSE_DELAY_MS, type Category } from '@shop/contracts';
import { renderAtRoot } from '@/test/render';
import { CategoryNav } from './category-nav';

function category(
  overrides: Partial<Category> & Pick<Category, '_id' | 'name' | 'slug'>,
): Category {
  return {
    id: overrides._id,
    level: 1,
    parentId: null,
    isActive: true,
    image: null,
    description: null,
    sortOrder: 0,
    children: [],
    ...overrides,
  };
}

const women = category({
  _id: 'c1',
  name: 'Women',
  slug: 'women',
  children: [
    category({ _id: 'c11', name: 'Sarees', slug: 'sarees', level: 2, parentId: 'c1' }),
    category({ _id: 'c12', name: 'Kurtas', slug: 'kurtas', level: 2, parentId: 'c1' }),
  ],
});
const home = category({ _id: 'c2', name: 'Home & Living', slug: 'home-living' });

describe('category row (spec §2)', () => {
  it('links each category and child to the product list with its parameters', () => {
    vi.useFakeTimers();
    renderAtRoot(<CategoryNav categories={[women, home]} />);
    expect(screen.getByRole('link', { name: 'Home & Living' })).toHaveAttribute(
      'href',
      '/products?category=home-living',
    );
    // A dropdown's links are built when it first opens, and kept once it closes.
    expect(screen.queryByRole('link', { name: 'Sarees', hidden: true })).toBeNull();
    const item = screen.getByRole('link', { name: 'Women' }).closest('li') as HTMLElement;
    fireEvent.pointerEnter(item);
    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(CATEGORY_MENU_CLOSE_DELAY_MS));
    expect(screen.getByRole('link', { name: 'Sarees', hidden: true })).toHaveAttribute(
      'href',
      '/products?category=women&subcategory=sarees',
    );
    expect(screen.getByRole('link', { name: 'Sarees', hidden: true })).not.toBeVisible();
  });

  it(`opens on hover and closes ${CATEGORY_MENU_CLOSE_DELAY_MS} ms after the pointer leaves`, () => {
    vi.useFakeTimers();
    renderAtRoot(<CategoryNav categories={[women, home]} />);
    const trigger = screen.getByRole('link', { name: 'Women' });
    const item = trigger.closest('li') as HTMLElement;
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    fireEvent.pointerEnter(item);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Kurtas' })).toBeVisible();

    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(CATEGORY_MENU_CLOSE_DELAY_MS - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within the delay', () => {
    vi.useFakeTimers();
    renderAtRoot(<CategoryNav categories={[women]} />);
    const trigger = screen.getByRole('link', { name: 'Women' });
    const item = trigger.closest('li') as HTMLElement;
    fireEvent.pointerEnter(item);
    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerEnter(item);
    act(() => vi.advanceTimersByTime(CATEGORY_MENU_CLOSE_DELAY_MS * 2));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on keyboard focus and closes on Escape', () => {
    renderAtRoot(<CategoryNav categories={[women]} />);
    const trigger = screen.getByRole('link', { name: 'Women' });
    act(() => trigger.focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape from a subcategory link and gives focus to its category, staying closed', () => {
    renderAtRoot(<CategoryNav categories={[women]} />);
    const trigger = screen.getByRole('link', { name: 'Women' });
    act(() => trigger.focus());
    const child = screen
      .getAllByRole('link')
      .find((link) => link !== trigger && link.closest('ul[aria-label]'));
    act(() => child!.focus());
    fireEvent.keyDown(child!, { key: 'Escape' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a menu the pointer opened on Escape, wherever the focus is', () => {
    renderAtRoot(<CategoryNav categories={[women]} />);
    const trigger = screen.getByRole('link', { name: 'Women' });
    fireEvent.pointerEnter(trigger.closest('li')!);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders nothing when there are no categories (a failed fetch)', () => {
    const { container } = renderAtRoot(<CategoryNav categories={[]} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
