import { Outlet } from 'react-router';
import { useT } from '@/lib/i18n';
import { layoutMessages } from './layout.messages';
import { Footer } from './footer';
import { Header } from './header/header';
import { ScrollToTop } from './scroll-to-top';

/** spec §2: a shared header and footer surround all pages. */
export function RootLayout() {
  const t = useT(layoutMessages);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header />
      {/* At least a screen tall: the footer never shows (and then jumps away) while a page loads. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
