import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAddress } from '@/test/address-factory';
import { deliveryRoutes } from '@/test/delivery-factory';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { DeliveryCheckBox } from './delivery-check-box';

function openBox() {
  return renderRoutes([{ path: '/p', element: <DeliveryCheckBox productId="prod-1" /> }], {
    path: '/p',
  });
}
const box = () => screen.getByRole('region', { name: 'Check delivery' });

describe("the product page's Check delivery box (issue 16)", () => {
  it('shows the promised day and cash on delivery for a typed pincode, and remembers it', async () => {
    const api = mockApi(deliveryRoutes());
    const user = userEvent.setup();
    openBox();
    expect(within(box()).getByText(/Enter your pincode/)).toBeInTheDocument();
    await user.type(within(box()).getByLabelText('Pincode'), '560001');
    await user.click(within(box()).getByRole('button', { name: 'Check' }));
    // 28 November 2026 is a Saturday.
    expect(await within(box()).findByText('Delivery by Sat, 28 Nov')).toBeInTheDocument();
    expect(within(box()).getByText('Cash on delivery available')).toBeInTheDocument();
    expect(within(box()).getByText('to 560001 (Bengaluru Urban, Karnataka)')).toBeInTheDocument();
    const [call] = api.callsTo('GET /delivery/check');
    expect(call?.query.get('pincode')).toBe('560001');
    expect(call?.query.get('productId')).toBe('prod-1');
    expect(localStorage.getItem('deliveryPincode')).toBe('560001');
  });

  it('checks the remembered pincode at once on the next product page', async () => {
    localStorage.setItem('deliveryPincode', '600090');
    mockApi(deliveryRoutes());
    openBox();
    expect(within(box()).getByLabelText('Pincode')).toHaveValue('600090');
    expect(await within(box()).findByText(/^to 600090/)).toBeInTheDocument();
  });

  it('refuses a malformed pincode without asking the server', async () => {
    const api = mockApi(deliveryRoutes());
    const user = userEvent.setup();
    openBox();
    await user.type(within(box()).getByLabelText('Pincode'), '0600');
    await user.click(within(box()).getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid 6-digit pincode',
    );
    expect(api.callsTo('GET /delivery/check')).toHaveLength(0);
  });

  it('takes away the answer for the pincode before when the next one typed is malformed', async () => {
    mockApi(deliveryRoutes());
    const user = userEvent.setup();
    openBox();
    const field = within(box()).getByLabelText('Pincode');
    await user.type(field, '560001');
    await user.click(within(box()).getByRole('button', { name: 'Check' }));
    expect(await within(box()).findByText('Delivery by Sat, 28 Nov')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '5600');
    await user.click(within(box()).getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid 6-digit pincode',
    );
    expect(within(box()).queryByText('Delivery by Sat, 28 Nov')).not.toBeInTheDocument();
    expect(within(box()).queryByText('Cash on delivery available')).not.toBeInTheDocument();
  });

  it('says why it cannot come to an unserved pincode, and why cash on delivery is withheld', async () => {
    mockApi({
      'GET /delivery/check': (call) =>
        call.query.get('pincode') === '795001'
          ? ok({
              pincode: '795001',
              city: 'Imphal West',
              state: 'Manipur',
              serviceable: false,
              codAvailable: false,
              estimatedDelivery: null,
              days: null,
              zone: null,
              reason: 'Sorry, we do not deliver to 795001 (Imphal West) yet',
            })
          : ok({
              pincode: '682031',
              city: 'Ernakulam',
              state: 'Kerala',
              serviceable: true,
              codAvailable: false,
              estimatedDelivery: '2026-12-02',
              days: 5,
              zone: 'rest',
              codReason: 'Cash on delivery is not available for pincode 682031',
            }),
    });
    const user = userEvent.setup();
    openBox();
    await user.type(within(box()).getByLabelText('Pincode'), '795001');
    await user.click(within(box()).getByRole('button', { name: 'Check' }));
    expect(
      await within(box()).findByText('Sorry, we do not deliver to 795001 (Imphal West) yet'),
    ).toBeInTheDocument();
    await user.clear(within(box()).getByLabelText('Pincode'));
    await user.type(within(box()).getByLabelText('Pincode'), '682031');
    await user.click(within(box()).getByRole('button', { name: 'Check' }));
    expect(await within(box()).findByText('Delivery by Wed, 2 Dec')).toBeInTheDocument();
    expect(
      within(box()).getByText('Cash on delivery is not available for pincode 682031'),
    ).toBeInTheDocument();
  });

  it('shows the error when the check fails', async () => {
    mockApi({
      'GET /delivery/check': fail(503, 'DATABASE_UNAVAILABLE', 'Database unavailable'),
    });
    const user = userEvent.setup();
    openBox();
    await user.type(within(box()).getByLabelText('Pincode'), '560001');
    await user.click(within(box()).getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it("signed in, checks the default address's pincode", async () => {
    storeSignedIn();
    const api = mockApi({
      ...deliveryRoutes(),
      'GET /users/addresses': ok({
        addresses: [
          buildAddress({ _id: 'a', pincode: '600090' }),
          buildAddress({ _id: 'b', pincode: '560001', isDefault: true }),
        ],
      }),
    });
    openBox();
    await waitFor(() => expect(within(box()).getByLabelText('Pincode')).toHaveValue('560001'));
    expect(await within(box()).findByText('Delivery by Sat, 28 Nov')).toBeInTheDocument();
    expect(api.callsTo('GET /delivery/check')[0]?.query.get('pincode')).toBe('560001');
  });
});
