import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { DeliverySettingsPage } from './delivery-settings-page';

const settings = {
  dispatchPincodes: ['560001'],
  cutoffTime: '14:00',
  dispatchDays: [1, 2, 3, 4, 5, 6],
  zoneDays: { sameCity: 1, sameState: 2, metro: 3, rest: 5, remote: 8 },
  nonServiceablePincodes: [],
  cod: { maxOrderValue: 50000, blockedPincodes: [], fee: 0, refusedLimit: 3 },
};

describe('the back office delivery settings (issue 16)', () => {
  it('shows the settings and saves the changes as the API wants them', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /admin/delivery-settings': ok(settings),
      'PUT /admin/delivery-settings': (call) => ok(call.body),
    });
    renderAtRoot(<DeliverySettingsPage />);
    expect(await screen.findByLabelText('Dispatch pincodes')).toHaveValue('560001');
    expect(screen.getByLabelText('Remote areas')).toHaveValue('8');
    expect(screen.getByLabelText('Sat')).toBeChecked();
    expect(screen.getByLabelText('Sun')).not.toBeChecked();

    await user.clear(screen.getByLabelText('Dispatch pincodes'));
    await user.type(screen.getByLabelText('Dispatch pincodes'), '560001, 110001');
    await user.click(screen.getByLabelText('Sat'));
    await user.type(screen.getByLabelText('Pincodes not served'), '795001 744101');
    await user.clear(screen.getByLabelText('COD fee (₹)'));
    await user.type(screen.getByLabelText('COD fee (₹)'), '49');
    await user.click(screen.getByRole('button', { name: 'Save delivery settings' }));

    await waitFor(() => expect(api.callsTo('PUT /admin/delivery-settings')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/delivery-settings')[0]?.body).toEqual({
      ...settings,
      dispatchPincodes: ['560001', '110001'],
      dispatchDays: [1, 2, 3, 4, 5],
      nonServiceablePincodes: ['795001', '744101'],
      cod: { ...settings.cod, fee: 49 },
    });
  });

  it("puts the server's messages on the fields they name", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /admin/delivery-settings': ok(settings),
      'PUT /admin/delivery-settings': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Invalid data',
          errors: [
            { path: 'body.cod.fee', message: 'COD fee cannot be negative' },
            { path: 'body.dispatchPincodes.0', message: 'Please enter a valid 6-digit pincode' },
          ],
        },
      },
    });
    renderAtRoot(<DeliverySettingsPage />);
    await user.clear(await screen.findByLabelText('COD fee (₹)'));
    await user.type(screen.getByLabelText('COD fee (₹)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save delivery settings' }));
    expect(await screen.findByText('COD fee cannot be negative')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
  });

  it('offers a retry when the settings do not load', async () => {
    mockApi({ 'GET /admin/delivery-settings': fail(503, 'DATABASE_UNAVAILABLE', 'Unavailable') });
    renderAtRoot(<DeliverySettingsPage />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
