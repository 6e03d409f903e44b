import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { RootLayout } from './root-layout';

/** The elements a screen reader lists as landmarks (a <section> only when it is named). */
const LANDMARK = [
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'section[aria-label]',
  'section[aria-labelledby]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="navigation"]',
  '[role="region"]',
  '[role="complementary"]',
  '[role="search"]',
].join(', ');

/** Text a shopper browsing by landmarks never reaches (the skip link is meant to sit outside). */
function textOutsideLandmarks(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const outside: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (text && parent && !parent.closest(LANDMARK) && !parent.closest('a[href="#main"]')) {
      outside.push(text);
    }
  }
  return outside;
}

function openLayout() {
  mockApi({ 'GET /categories/tree': ok({ categories: [] }) });
  return renderRoutes([
    { path: '/', element: <RootLayout />, children: [{ index: true, element: <p>The page</p> }] },
  ]);
}

describe('the frame of every page (landmarks)', () => {
  it('puts the top strip, the header, the page and the footer each inside a landmark', async () => {
    const { container } = openLayout();
    const footer = await screen.findByRole('contentinfo');

    expect(textOutsideLandmarks(container)).toEqual([]);
    const strip = screen.getByRole('region', { name: 'Why shop with us' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(4);
    expect(within(strip).getByText('Fast Delivery')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('The page')).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
  });

  it('has one banner, one main and one contentinfo', async () => {
    openLayout();
    await screen.findByRole('contentinfo');
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });
});
