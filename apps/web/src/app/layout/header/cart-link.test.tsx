import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { writeJson } from '@/lib/storage';
import { renderAtRoot } from '@/test/render';
import { CartLink, HeaderCartLink } from './cart-link';

const line = (quantity: number, variantId = 'v1') => ({
  productId: 'p1',
  variantId,
  size: 'M',
  quantity,
});

describe('cart badge (spec §2/§9)', () => {
  it('shows 99+ above 99', () => {
    renderAtRoot(<CartLink count={100} />);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Cart 100 items' })).toHaveAttribute('href', '/cart');
  });

  it('shows the exact count up to 99', () => {
    renderAtRoot(<CartLink count={99} />);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99$/);
  });

  it('hides the badge when the cart is empty', () => {
    renderAtRoot(<CartLink count={0} />);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('sums the quantities of the local cart and follows its changes', () => {
    writeJson('localCart', [line(60), line(45, 'v2')]);
    renderAtRoot(<HeaderCartLink />);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');

    act(() => writeJson('localCart', [line(2)]));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^2$/);
  });

  it('reads a broken local cart as empty and deletes it (spec §8)', () => {
    localStorage.setItem('localCart', '{not json');
    renderAtRoot(<HeaderCartLink />);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(localStorage.getItem('localCart')).toBeNull();
  });

  it('leaves a healthy local cart alone', () => {
    writeJson('localCart', [line(1)]);
    renderAtRoot(<HeaderCartLink />);
    expect(localStorage.getItem('localCart')).not.toBeNull();
  });
});
