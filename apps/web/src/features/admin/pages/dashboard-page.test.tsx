import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LanguageProvider, loadLanguage } from '@/lib/i18n';
import { buildDashboard } from '@/test/admin-factories';
import { mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { DashboardPage } from './dashboard-page';

const dashboard = buildDashboard({
  todayOrders: 1200,
  todayRevenue: 123_456,
  lowStockVariants: [
    {
      variantId: 'v1',
      productId: 'p1',
      productName: 'Cotton Kurta',
      color: 'Maroon',
      size: 'M',
      stock: 0,
    },
  ],
});

describe('the dashboard in Hindi (issue 19)', () => {
  it('says everything in Hindi, with amounts and counts in the Indian way', async () => {
    await loadLanguage('hi');
    mockApi({ 'GET /admin/dashboard': ok(dashboard) });
    renderAtRoot(
      <LanguageProvider language="hi">
        <DashboardPage />
      </LanguageProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByText('आज की गिनती भारतीय समय से होती है।')).toBeInTheDocument();
    expect((await screen.findByText('आज के ऑर्डर')).nextElementSibling).toHaveTextContent('1,200');
    expect(screen.getByText('आज की कमाई').nextElementSibling).toHaveTextContent('₹1,23,456');
    expect(
      screen.getByText('पेमेंट हो चुके और कैश ऑन डिलीवरी ऑर्डर, आज रिटर्न पर दिए गए रिफ़ंड घटाकर'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कम स्टॉक' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'कम स्टॉक वाले वेरिएंट, सबसे कम पहले' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((cell) => cell.textContent)).toEqual(['प्रोडक्ट', 'रंग', 'साइज़', 'स्टॉक']);
    expect(within(table).getByText('स्टॉक में नहीं')).toBeInTheDocument();
    expect(screen.queryByText(/Today|Low stock|Out of stock/)).not.toBeInTheDocument();
  });

  it('keeps the English texts word for word on an English page', async () => {
    mockApi({ 'GET /admin/dashboard': ok(buildDashboard()) });
    renderAtRoot(<DashboardPage />);
    expect(await screen.findByText("Today's orders")).toBeInTheDocument();
    // Revenue leaves out unpaid and cancelled orders and takes away return refunds: it says so.
    expect(screen.getByText("Today's revenue").parentElement).toHaveTextContent(
      "Paid and cash-on-delivery orders, less today's refunds for returns",
    );
    expect(screen.getByText('No variant is at or below 5 in stock')).toBeInTheDocument();
  });
});
