import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LanguageProvider, loadLanguage } from '@/lib/i18n';
import { renderAtRoot } from '@/test/render';
import { Footer } from './footer';
import { CartLink } from './header/cart-link';
import { LanguageSwitch } from './header/language-switch';
import { SellingPoints } from './header/selling-points';

/** Issue 19: the frame of every page on a Hindi page (/hi/...). */
describe('the layout in Hindi', () => {
  beforeAll(() => loadLanguage('hi'));

  it('shows the selling points, the cart link and the footer in Hindi', () => {
    renderAtRoot(
      <LanguageProvider language="hi">
        <SellingPoints />
        <CartLink count={3} />
        <Footer />
      </LanguageProvider>,
    );
    expect(screen.getByRole('region', { name: 'हमसे क्यों खरीदें' })).toHaveTextContent('तेज़ डिलीवरी');
    expect(screen.getByRole('link', { name: 'कार्ट 3 आइटम' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('heading', { name: 'क्विक लिंक' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByText('Quick Links')).not.toBeInTheDocument();
  });

  it('offers the other language, named in itself, in its own lang', () => {
    const { unmount } = renderAtRoot(<LanguageSwitch />);
    const toHindi = screen.getByRole('button', { name: /^हिन्दी/ });
    expect(toHindi).toHaveAttribute('lang', 'hi');
    expect(toHindi).toHaveTextContent(/^हिन्दी$/);
    unmount();
    renderAtRoot(
      <LanguageProvider language="hi">
        <LanguageSwitch />
      </LanguageProvider>,
    );
    const toEnglish = screen.getByRole('button', { name: /^English/ });
    expect(toEnglish).toHaveAttribute('lang', 'en');
    expect(toEnglish).toHaveTextContent(/^English$/);
  });
});
