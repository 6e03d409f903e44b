import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';

const profile = {
  legalName: 'Kaveri Textiles Pvt. Ltd.',
  tradeName: 'Kaveri',
  gstin: '27AAPFU0939F1ZV',
  addressLine1: '12 Linking Road',
  addressLine2: 'Bandra West',
  city: 'Mumbai',
  state: 'maharashtra',
  pincode: '400050',
  supportPhone: '+91 22 4000 1234',
  supportEmail: 'care@kaveri.in',
  grievanceOfficerName: 'Anjali Deshpande',
  grievanceOfficerDesignation: 'Head, Customer Grievances',
  grievanceOfficerPhone: '9820012345',
  grievanceOfficerEmail: 'grievance@kaveri.in',
};

describe('store profile (issue 14)', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await buildAdminTestApp();
  });
  afterAll(() => t.close());

  it('is seeded with a valid identity and shown to everyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store-profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      legalName: 'BharatBazaar Retail Pvt. Ltd.',
      gstin: '29AABCB1234C1ZA',
      state: 'Karnataka',
      stateCode: '29',
      grievanceOfficerName: 'Meera Krishnan',
    });
  });

  it('is replaced by an admin, with the state spelled as GST does and an audit row', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/admin/store-profile', payload: profile });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'Maharashtra', stateCode: '27' });
    const shown = await t.app.inject({ method: 'GET', url: '/api/store-profile' });
    expect(shown.json().data.legalName).toBe('Kaveri Textiles Pvt. Ltd.');
    const log = await t.call({ method: 'GET', url: '/api/admin/audit-logs?entity=store-profile' });
    expect(log.json().data.auditLogs[0]).toMatchObject({ action: 'store-profile.update' });
  });

  it('refuses a GSTIN whose check character is wrong', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/admin/store-profile',
      payload: { ...profile, gstin: '27AAPFU0939F1ZW' },
    });
    expectFieldError(res, 'body.gstin');
    expect(res.json().errors[0].message).toBe('GSTIN check character does not match');
  });

  it('refuses a GSTIN of another state than the address, and a malformed one', async () => {
    const otherState = await t.call({
      method: 'PUT',
      url: '/api/admin/store-profile',
      payload: { ...profile, gstin: '29AABCB1234C1ZA' },
    });
    expectFieldError(otherState, 'body.gstin');
    const malformed = await t.call({
      method: 'PUT',
      url: '/api/admin/store-profile',
      payload: { ...profile, gstin: '27AAPFU0939F1Z' },
    });
    expectFieldError(malformed, 'body.gstin');
  });

  it("refuses a state the shop's pincode is not in (the supplier's state on every invoice)", async () => {
    // 560001 is Bengaluru; the GSTIN is Maharashtra's, like the state typed.
    const res = await t.call({
      method: 'PUT',
      url: '/api/admin/store-profile',
      payload: { ...profile, pincode: '560001' },
    });
    expectFieldError(res, 'body.state');
    expect(res.json().message).toBe(
      'Pincode 560001 is in Karnataka, not Maharashtra. Please check the state or the pincode.',
    );
    const kept = await t.app.inject({ method: 'GET', url: '/api/store-profile' });
    expect(kept.json().data.pincode).not.toBe('560001');
  });

  it('refuses a missing grievance officer, an unknown state and unknown fields', async () => {
    const { grievanceOfficerName: _name, ...missing } = profile;
    expectFieldError(
      await t.call({ method: 'PUT', url: '/api/admin/store-profile', payload: missing }),
      'body.grievanceOfficerName',
    );
    expectFieldError(
      await t.call({
        method: 'PUT',
        url: '/api/admin/store-profile',
        payload: { ...profile, state: 'Atlantis' },
      }),
      'body.state',
    );
    const extra = await t.call({
      method: 'PUT',
      url: '/api/admin/store-profile',
      payload: { ...profile, owner: 'me' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const none = await t.call(
      { method: 'PUT', url: '/api/admin/store-profile', payload: profile },
      null,
    );
    expect(none.statusCode).toBe(401);
    const customer = await t.call(
      { method: 'PUT', url: '/api/admin/store-profile', payload: profile },
      t.customerToken,
    );
    expect(customer.statusCode).toBe(403);
  });
});
