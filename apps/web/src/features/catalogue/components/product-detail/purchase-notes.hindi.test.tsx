import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LanguageProvider, loadLanguage } from '@/lib/i18n';
import { PurchaseNotes } from './purchase-notes';
import { QuantityStepper } from './quantity-stepper';

/** Issue 19: the product page's notes (the spec's constants in English) on a Hindi page. */
describe('product page notes in Hindi', () => {
  beforeAll(() => loadLanguage('hi'));

  it('says free shipping, secure payment and returns in Hindi', () => {
    render(
      <LanguageProvider language="hi">
        <PurchaseNotes />
      </LanguageProvider>,
    );
    expect(screen.getByText('₹500 से ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग')).toBeInTheDocument();
    expect(screen.getByText('सुरक्षित पेमेंट')).toBeInTheDocument();
    expect(screen.getByText('30 दिनों में आसान रिटर्न')).toBeInTheDocument();
  });

  it('says a product cannot be returned, and how many are left, in Hindi', () => {
    render(
      <LanguageProvider language="hi">
        <PurchaseNotes nonReturnable />
        <QuantityStepper value={1} max={2} onChange={() => {}} />
      </LanguageProvider>,
    );
    expect(screen.getByText('यह आइटम रिटर्न या एक्सचेंज नहीं हो सकता')).toBeInTheDocument();
    expect(screen.getByLabelText('मात्रा')).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'मात्रा बढ़ाएँ' })).toBeEnabled();
    expect(screen.getByText('सिर्फ़ 2 बचे हैं')).toBeInTheDocument();
  });
});
