import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { StoreIdentity } from './store-identity';

const profile = {
  legalName: 'BharatBazaar Retail Pvt. Ltd.',
  gstin: '29AABCB1234C1ZA',
  grievanceOfficerName: 'Meera Krishnan',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceOfficerPhone: '9845012345',
  grievanceOfficerEmail: 'grievance@bharatbazaar.in',
};

describe("the footer's legal identity (issue 14, E-Commerce Rules 2020)", () => {
  it('shows the GSTIN and the grievance officer with their phone and e-mail', async () => {
    mockApi({ 'GET /store-profile': ok(profile) });
    renderRoutes([{ path: '/', element: <StoreIdentity /> }]);
    expect(await screen.findByText('29AABCB1234C1ZA')).toBeInTheDocument();
    expect(screen.getByText('Meera Krishnan, Grievance Officer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /grievance@bharatbazaar.in/ })).toHaveAttribute(
      'href',
      'mailto:grievance@bharatbazaar.in',
    );
    expect(screen.getByRole('link', { name: /9845012345/ })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
  });

  it('says so when the profile cannot load', async () => {
    mockApi({ 'GET /store-profile': fail(503, 'DATABASE_UNAVAILABLE', 'Down') });
    renderRoutes([{ path: '/', element: <StoreIdentity /> }]);
    expect(
      await screen.findByText('Grievance officer details could not load.'),
    ).toBeInTheDocument();
  });
});
