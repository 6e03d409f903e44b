import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PincodeSchema } from '@shop/contracts';
import { TextField } from '@/components/ui/form-field';
import { LanguageProvider } from './language-provider';
import { useValidationText } from './validation-messages';

/** Issue 19: a contracts schema's message, shown by a form on the client, in the page's language. */
describe('validation messages', () => {
  const pincodeError = PincodeSchema.safeParse('12345').error?.issues[0]?.message;

  it('shows a field’s error in Hindi on a Hindi page', async () => {
    expect(pincodeError).toBe('Please enter a valid 6-digit pincode');
    render(
      <LanguageProvider language="hi">
        <TextField label="पिनकोड" error={pincodeError} />
      </LanguageProvider>,
    );
    // The Hindi catalogue loads with the first error; until then the line is empty, not English.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('कृपया सही 6 अंकों का पिनकोड डालें'),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please');
  });

  it('leaves English pages, and texts it does not know, as they are', async () => {
    render(<TextField label="Pincode" error={pincodeError} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit pincode');

    const hindi = ({ children }: { children: ReactNode }) => (
      <LanguageProvider language="hi">{children}</LanguageProvider>
    );
    const { result } = renderHook(() => useValidationText('Something only the web app says'), {
      wrapper: hindi,
    });
    await waitFor(() => expect(result.current).toBe('Something only the web app says'));
    const none = renderHook(() => useValidationText(undefined), { wrapper: hindi });
    expect(none.result.current).toBeUndefined();
  });
});
