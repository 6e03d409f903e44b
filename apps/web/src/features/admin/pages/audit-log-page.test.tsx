import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_ENTITIES } from '@shop/contracts';
import { LanguageProvider, loadLanguage } from '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { AuditLogPage } from './audit-log-page';

const emptyLog = {
  auditLogs: [],
  pagination: {
    currentPage: 1,
    totalPages: 0,
    totalItems: 0,
    itemsPerPage: 20,
    hasNext: false,
    hasPrev: false,
  },
};

describe('the audit log\'s "Record kind" filter', () => {
  it('offers every kind the log is written with, each in words, and filters by it', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /admin/audit-logs': ok(emptyLog) });
    renderAtRoot(<AuditLogPage />);
    const filter = await screen.findByLabelText('Record kind');
    const options = within(filter).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', ...AUDIT_ENTITIES]);
    expect(options.map((option) => option.textContent)).toEqual([
      'Everything',
      'Banner',
      'Product',
      'Variant',
      'Category',
      'Coupon',
      'Order',
      'Upload',
      'Review',
      'Store profile',
      'Return',
      'Search synonyms',
      'Delivery settings',
    ]);

    await user.selectOptions(filter, 'Search synonyms');
    await waitFor(() =>
      expect(api.callsTo('GET /admin/audit-logs').at(-1)?.query.get('entity')).toBe('synonym'),
    );
    await user.selectOptions(filter, 'Delivery settings');
    await waitFor(() =>
      expect(api.callsTo('GET /admin/audit-logs').at(-1)?.query.get('entity')).toBe(
        'delivery-settings',
      ),
    );
  });

  it('names the kinds in Hindi on a Hindi page', async () => {
    await loadLanguage('hi');
    mockApi({ 'GET /admin/audit-logs': ok(emptyLog) });
    renderAtRoot(
      <LanguageProvider language="hi">
        <AuditLogPage />
      </LanguageProvider>,
    );
    const filter = await screen.findByLabelText('रिकॉर्ड का प्रकार');
    expect(within(filter).getByRole('option', { name: 'सर्च के पर्यायवाची शब्द' })).toHaveValue(
      'synonym',
    );
    expect(within(filter).getByRole('option', { name: 'डिलीवरी सेटिंग' })).toHaveValue(
      'delivery-settings',
    );
  });
});
