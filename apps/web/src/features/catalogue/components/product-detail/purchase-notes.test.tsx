import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NON_RETURNABLE_TEXT, RETURN_WINDOW_TEXT } from '@shop/contracts';
import { PurchaseNotes } from './purchase-notes';

describe('purchase notes', () => {
  it('promises 30-day returns on a returnable product', () => {
    render(<PurchaseNotes />);
    expect(screen.getByText(RETURN_WINDOW_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(NON_RETURNABLE_TEXT)).not.toBeInTheDocument();
  });

  it('says a non-returnable product cannot be returned instead (issue 15)', () => {
    render(<PurchaseNotes nonReturnable />);
    expect(screen.getByText('This item cannot be returned or exchanged')).toBeInTheDocument();
    expect(screen.queryByText(RETURN_WINDOW_TEXT)).not.toBeInTheDocument();
  });
});
