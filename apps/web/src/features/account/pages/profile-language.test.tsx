import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { buildUser, storeSignedIn } from '@/test/user-factory';
import type * as i18n from '@/lib/i18n';
import { LanguageProvider, loadLanguage, switchLanguage } from '@/lib/i18n';
import { ProfilePage } from './profile-page';

// The real switch loads the page again under /hi, which jsdom cannot do.
vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof i18n>()),
  switchLanguage: vi.fn(),
}));

function openProfile(language: 'en' | 'hi' = 'en') {
  return renderRoutes(
    [
      {
        path: '/profile',
        element: (
          <LanguageProvider language={language}>
            <ProfilePage />
          </LanguageProvider>
        ),
      },
    ],
    { path: '/profile' },
  );
}

beforeEach(() => vi.mocked(switchLanguage).mockClear());

describe('the Language setting on the profile (issue 19)', () => {
  it('saves हिन्दी with the profile, then reloads the page in Hindi', async () => {
    storeSignedIn(buildUser({ name: 'Asha Verma', email: null }));
    const saved = buildUser({ name: 'Asha Verma', email: null, language: 'hi' });
    const api = mockApi({ 'PUT /users/profile': ok({ user: saved }) });
    const user = userEvent.setup();
    const { store } = openProfile();

    const group = screen.getByRole('group', { name: 'Language' });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(group).toHaveAccessibleDescription(
      'The shop, and our e-mails and SMS, in this language.',
    );
    await user.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(switchLanguage).toHaveBeenCalledWith('hi'));
    expect(api.callsTo('PUT /users/profile')[0]?.body).toEqual({
      name: 'Asha Verma',
      email: '',
      language: 'hi',
    });
    expect(store.getState().user).toEqual(saved);
  });

  it('starts from the language saved on the profile and keeps the page when it is unchanged', async () => {
    storeSignedIn(buildUser({ name: 'Asha Verma', language: 'en' }));
    const api = mockApi({ 'PUT /users/profile': ok({ user: buildUser({ name: 'Asha R' }) }) });
    const user = userEvent.setup();
    openProfile();

    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.type(screen.getByLabelText('Full name'), ' R');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /users/profile')).toHaveLength(1));
    expect(api.callsTo('PUT /users/profile')[0]?.body).not.toHaveProperty('language');
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully');
    expect(switchLanguage).not.toHaveBeenCalled();
  });

  it('keeps a Hindi page in Hindi when a profile saved in English only changes its name', async () => {
    await loadLanguage('hi');
    storeSignedIn(buildUser({ name: 'Asha Verma', language: 'en' }));
    const api = mockApi({ 'PUT /users/profile': ok({ user: buildUser({ name: 'Asha R' }) }) });
    const user = userEvent.setup();
    openProfile('hi');

    expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.type(screen.getByLabelText('पूरा नाम'), ' R');
    await user.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('प्रोफ़ाइल अपडेट हो गई');
    expect(api.callsTo('PUT /users/profile')[0]?.body).not.toHaveProperty('language');
    expect(switchLanguage).not.toHaveBeenCalled();
  });
});
