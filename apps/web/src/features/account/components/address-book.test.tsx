import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEST_PHONE } from '@shop/contracts';
import { buildAddress } from '@/test/address-factory';
import { deliveryRoutes } from '@/test/delivery-factory';
import { deferredReply, fail, mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { ProfilePage } from '../pages/profile-page';

const home = buildAddress({ _id: 'home', addressLine1: '12 MG Road', isDefault: true });
const office = buildAddress({ _id: 'office', addressLine1: '5 Residency Road', city: 'Mysuru' });

function openAddresses() {
  storeSignedIn();
  return renderRoutes([{ path: '/profile', element: <ProfilePage /> }], {
    path: '/profile?tab=addresses',
  });
}

/** The directory's answer for the pincode the form tests type (issue 16 autofill). */
const PARK_STREET = {
  'GET /pincodes/700016': ok({
    pincode: '700016',
    office: 'Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    otherStates: [],
    latitude: 22.55,
    longitude: 88.35,
  }),
};

const PHONE_RULE =
  'Please enter a valid 10-digit Indian mobile number starting with 6-9, or use 1234567890 for testing';

async function fillAddress(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Mobile number'), phone);
  await user.type(screen.getByLabelText('Address line 1'), '7 Park Street');
  await user.type(screen.getByLabelText('City'), 'Kolkata');
  await user.selectOptions(screen.getByLabelText('State'), 'West Bengal');
  await user.type(screen.getByLabelText('Pincode'), '700016');
}

/** The saved home address (560001, Bengaluru) opened for editing; Park Street's pincode known. */
async function editHome() {
  mockApi({
    ...deliveryRoutes(),
    ...PARK_STREET,
    'GET /users/addresses': ok({ addresses: [home] }),
  });
  const user = userEvent.setup();
  openAddresses();
  await user.click(await screen.findByRole('button', { name: /edit address: .*mg road/i }));
  return user;
}

describe('address form rules (spec §5)', () => {
  it('fills city and state from a typed pincode (still editable), and names an unknown one', async () => {
    const api = mockApi({
      ...PARK_STREET,
      'GET /users/addresses': ok({ addresses: [] }),
      'GET /pincodes/999999': fail(
        404,
        'NOT_FOUND',
        'We could not find pincode 999999. Please check it.',
      ),
    });
    const user = userEvent.setup();
    openAddresses();
    await user.click(await screen.findByRole('button', { name: /add new address/i }));
    await user.type(screen.getByLabelText('Pincode'), '700016');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Kolkata'));
    expect(screen.getByLabelText('State')).toHaveValue('West Bengal');
    expect(screen.getByText('Park Street, Kolkata, West Bengal')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Calcutta');
    expect(screen.getByLabelText('City')).toHaveValue('Calcutta');

    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find pincode 999999. Please check it.',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Calcutta');
    expect(api.callsTo('GET /pincodes/700016')).toHaveLength(1);

    // No order could go there (decision 052): it is not sent, and the pincode takes the focus.
    await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Address line 1'), '7 Park Street');
    await user.click(screen.getByRole('button', { name: /save address/i }));
    await waitFor(() => expect(screen.getByLabelText('Pincode')).toHaveFocus());
    expect(api.callsTo('POST /users/addresses')).toHaveLength(0);
  });

  it('keeps the city and state the shopper typed when the pincode is found', async () => {
    mockApi({ ...deliveryRoutes(), 'GET /users/addresses': ok({ addresses: [] }) });
    const user = userEvent.setup();
    openAddresses();
    await user.click(await screen.findByRole('button', { name: /add new address/i }));
    await user.type(screen.getByLabelText('City'), 'Bengaluru');
    await user.type(screen.getByLabelText('Pincode'), '560001');
    // The directory knows 560001 as the district 'Bengaluru Urban', Karnataka.
    expect(await screen.findByText('Bengaluru, Bengaluru Urban, Karnataka')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
    expect(screen.getByLabelText('State')).toHaveValue('Karnataka');

    await user.selectOptions(screen.getByLabelText('State'), 'Tamil Nadu');
    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '600090');
    expect(await screen.findByText('Besant Nagar, Chennai, Tamil Nadu')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
    expect(screen.getByLabelText('State')).toHaveValue('Tamil Nadu');
  });

  it('replaces what an earlier pincode filled in when the pincode changes', async () => {
    mockApi({ ...deliveryRoutes(), 'GET /users/addresses': ok({ addresses: [] }) });
    const user = userEvent.setup();
    openAddresses();
    await user.click(await screen.findByRole('button', { name: /add new address/i }));
    await user.selectOptions(screen.getByLabelText('State'), 'Kerala');
    await user.type(screen.getByLabelText('Pincode'), '560001');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Bengaluru Urban'));
    expect(screen.getByLabelText('State')).toHaveValue('Kerala');

    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '600090');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Chennai'));
    expect(screen.getByLabelText('State')).toHaveValue('Kerala');
  });

  it("editing: a new pincode replaces the saved address's city and state, not what was changed", async () => {
    const user = await editHome();
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '700016');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Kolkata'));
    expect(screen.getByLabelText('State')).toHaveValue('West Bengal');
    expect(screen.queryByText(/is in West Bengal, not/)).not.toBeInTheDocument();
  });

  it('editing: a city the shopper changed stays when the pincode changes', async () => {
    const user = await editHome();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Howrah');
    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '700016');
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('West Bengal'));
    expect(screen.getByLabelText('City')).toHaveValue('Howrah');
  });

  it('says at once when the state is not one the pincode is in, and keeps it unsent', async () => {
    const api = mockApi({ ...deliveryRoutes(), 'GET /users/addresses': ok({ addresses: [] }) });
    const user = userEvent.setup();
    openAddresses();
    await user.click(await screen.findByRole('button', { name: /add new address/i }));
    await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Address line 1'), '7 MG Road');
    const state = screen.getByLabelText('State');
    await user.selectOptions(state, 'Kerala');
    await user.type(screen.getByLabelText('Pincode'), '560001');
    const message =
      'Pincode 560001 is in Karnataka, not Kerala. Please check the state or the pincode.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(state).toHaveAccessibleDescription(expect.stringContaining(message));
    // Saving it would only be refused: nothing is sent, and the State field takes the focus.
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(state).toHaveFocus());
    expect(api.callsTo('POST /users/addresses')).toHaveLength(0);
    expect(screen.queryByText('Failed to add address. Please try again.')).not.toBeInTheDocument();

    await user.selectOptions(state, 'Karnataka');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(state).not.toHaveAttribute('aria-invalid');
    // 782410 is on the Assam-Meghalaya border: either state is right.
    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '782410');
    await user.selectOptions(state, 'Meghalaya');
    expect(await screen.findByText('Jagiroad, Marigaon, Assam')).toBeInTheDocument();
    expect(state).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(state, 'Kerala');
    expect(
      await screen.findByText(
        'Pincode 782410 is in Assam, not Kerala. Please check the state or the pincode.',
      ),
    ).toBeInTheDocument();
  });

  it('names every missing required field and focuses the first', async () => {
    mockApi({ 'GET /users/addresses': ok({ addresses: [] }) });
    const user = userEvent.setup();
    openAddresses();
    await user.click(await screen.findByRole('button', { name: /add new address/i }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Name is required',
      PHONE_RULE,
      'Address line 1 is required',
      'City is required',
      'State is required',
      'Please enter a valid 6-digit pincode',
    ]);
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('accepts a mobile starting 6-9 or the test number, and refuses others with the spec text', async () => {
    expect(PHONE_RULE).toContain(TEST_PHONE);
    const api = mockApi({
      ...PARK_STREET,
      'GET /users/addresses': ok({ addresses: [] }),
      'POST /users/addresses': ok({ address: buildAddress() }),
    });
    const user = userEvent.setup();
    openAddresses();
    await user.click(await screen.findByRole('button', { name: /add new address/i }));
    await fillAddress(user, '5123456789');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PHONE_RULE);
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-describedby')).toContain(
      alert.id,
    );
    expect(api.callsTo('POST /users/addresses')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), TEST_PHONE);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(api.callsTo('POST /users/addresses')).toHaveLength(1));
    expect(api.callsTo('POST /users/addresses')[0]?.body).toMatchObject({
      phone: TEST_PHONE,
      pincode: '700016',
      state: 'West Bengal',
      isDefault: false,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Address added successfully');
  });

  it("says 'Failed to add address. Please try again.' when saving fails", async () => {
    mockApi({
      ...PARK_STREET,
      'GET /users/addresses': ok({ addresses: [] }),
      'POST /users/addresses': fail(503, 'DATABASE_UNAVAILABLE', 'Database unavailable'),
    });
    const user = userEvent.setup();
    openAddresses();
    await user.click(await screen.findByRole('button', { name: /add new address/i }));
    await fillAddress(user, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to add address\. Please try again\.$/,
    );
  });
});

describe('saved addresses (spec §2, §8)', () => {
  it('asks before deleting, and does nothing when the shopper says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = mockApi({ 'GET /users/addresses': ok({ addresses: [home, office] }) });
    const user = userEvent.setup();
    openAddresses();
    await user.click(await screen.findByRole('button', { name: /delete address: .*residency/i }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this address?');
    expect(api.callsTo('DELETE /users/addresses/office')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('removes the address at once and puts it back when the server refuses', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const deletion = deferredReply();
    // Only the first load answers, so the list can come back only from what was on screen.
    const reload = deferredReply();
    let loads = 0;
    mockApi({
      'GET /users/addresses': () =>
        ++loads === 1 ? ok({ addresses: [home, office] }) : reload.route(),
      'DELETE /users/addresses/office': deletion.route,
    });
    const user = userEvent.setup();
    openAddresses();
    expect(await screen.findByText('5 Residency Road')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /delete address: .*residency/i }));

    await waitFor(() => expect(screen.queryByText('5 Residency Road')).not.toBeInTheDocument());
    deletion.release(fail(500, 'INTERNAL_ERROR', 'Something went wrong'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete address. Please try again.',
    );
    expect(screen.getByText('5 Residency Road')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('refuses to delete an address without an id', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const broken = buildAddress({ _id: '', id: '', addressLine1: '9 Lost Lane' });
    const api = mockApi({ 'GET /users/addresses': ok({ addresses: [broken] }) });
    const user = userEvent.setup();
    openAddresses();
    await user.click(await screen.findByRole('button', { name: /delete address/i }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Cannot delete address. Invalid address ID.',
    );
    expect(confirm).not.toHaveBeenCalled();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('shows the default badge and makes another address the default', async () => {
    let addresses = [home, office];
    const api = mockApi({
      'GET /users/addresses': () => ok({ addresses }),
      'PUT /users/addresses/office': () => {
        addresses = [
          { ...home, isDefault: false },
          { ...office, isDefault: true },
        ];
        return ok({ address: addresses[1] });
      },
    });
    const user = userEvent.setup();
    openAddresses();
    const homeCard = (await screen.findByText('12 MG Road')).closest('li');
    expect(within(homeCard as HTMLElement).getByText('Default')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /set as default: .*residency/i }));
    await waitFor(() => expect(api.callsTo('PUT /users/addresses/office')).toHaveLength(1));
    expect(api.callsTo('PUT /users/addresses/office')[0]?.body).toMatchObject({
      addressLine1: '5 Residency Road',
      isDefault: true,
    });
    const officeCard = (await screen.findByText('5 Residency Road')).closest('li');
    await waitFor(() =>
      expect(within(officeCard as HTMLElement).getByText('Default')).toBeInTheDocument(),
    );
    expect(within(homeCard as HTMLElement).queryByText('Default')).not.toBeInTheDocument();
  });
});
