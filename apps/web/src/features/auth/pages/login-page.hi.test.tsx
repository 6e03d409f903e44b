import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '@/test/login-helpers';
import { mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { LanguageProvider, loadLanguage, setCurrentLanguage } from '@/lib/i18n';
import { loadLoginPage } from '../index';

async function openHindiLogin() {
  const LoginPage = await loadLoginPage();
  const view = renderRoutes(
    [
      {
        path: '/login',
        element: (
          <LanguageProvider language="hi">
            <LoginPage />
          </LanguageProvider>
        ),
      },
    ],
    { path: '/start' },
  );
  await act(() => view.router.navigate('/login'));
  return view;
}

beforeAll(async () => {
  await loadLoginPage();
  await loadLanguage('hi');
});
// Texts made outside rendering (alerts, toasts) follow the page's language too.
beforeEach(() => setCurrentLanguage('hi'));
afterEach(() => setCurrentLanguage('en'));

describe('login in Hindi (issue 19)', () => {
  it('asks for the number, then the code with a countdown, in Hindi', async () => {
    const api = mockApi({
      'GET /config': config,
      'POST /auth/send-otp': ok({ otpLength: 4, resendAfterSeconds: 30 }),
    });
    const user = userEvent.setup();
    await openHindiLogin();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('लॉग इन');
    expect(screen.getByText('अपने मोबाइल नंबर और वन-टाइम कोड से साइन इन करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नया अकाउंट बनाएँ' })).toBeInTheDocument();
    const phone = screen.getByLabelText('मोबाइल नंबर');
    expect(phone).toHaveAttribute('placeholder', '10 अंकों का मोबाइल नंबर');

    await user.type(phone, '9876543210');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByLabelText('OTP')).toHaveFocus();
    expect(api.callsTo('POST /auth/send-otp')).toHaveLength(1);
    expect(screen.getByText('इस नंबर पर भेजा गया 4 अंकों का कोड डालें:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /OTP दोबारा भेजें\s+\(\d+ सेकंड बाद\)/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'मोबाइल नंबर बदलें' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'OTP जाँचें' }));
    // The schema's English message is put into Hindi once the API's catalogue has loaded.
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('कृपया OTP डालें'));
  });

  it("says 'OTP भेजा नहीं जा सका' when the code cannot be sent", async () => {
    mockApi({ 'GET /config': config, 'POST /auth/send-otp': { status: 502, body: 'Bad gateway' } });
    const user = userEvent.setup();
    await openHindiLogin();
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP भेजा नहीं जा सका');
  });
});
