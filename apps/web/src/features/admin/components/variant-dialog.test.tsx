import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KNOWN_COLOURS } from '@shop/contracts';
import { mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { EMPTY_VARIANT } from '../product-form-values';
import { VariantDialog } from './variant-dialog';

const POST = 'POST /admin/products/p1/variants';

function openNewVariant() {
  const api = mockApi({ [POST]: ok({}) });
  renderAtRoot(<VariantDialog productId="p1" variant={null} onClose={() => {}} />);
  return api;
}

async function addVariant(user: ReturnType<typeof userEvent.setup>, colour: string) {
  await user.type(screen.getByRole('textbox', { name: 'Colour' }), colour);
  await user.type(screen.getByRole('textbox', { name: 'Size' }), 'M');
  await user.type(screen.getByRole('spinbutton', { name: 'Price (₹)' }), '499');
}

describe("a new variant's swatch", () => {
  it('follows a colour name the shop knows: "Red" is saved red, not the default navy', async () => {
    const user = userEvent.setup();
    const api = openNewVariant();
    await addVariant(user, 'red');
    expect(screen.getByLabelText('Colour code')).toHaveValue(KNOWN_COLOURS.red.hex);
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await vi.waitFor(() => expect(api.callsTo(POST)).toHaveLength(1));
    expect(api.callsTo(POST)[0]?.body).toMatchObject({
      color: 'red',
      colorCode: KNOWN_COLOURS.red.hex,
    });
  });

  it("keeps the owner's own pick, and the default for a colour it does not know", async () => {
    const user = userEvent.setup();
    openNewVariant();
    const swatch = screen.getByLabelText('Colour code');
    await user.type(screen.getByRole('textbox', { name: 'Colour' }), 'Peacock');
    expect(swatch).toHaveValue(EMPTY_VARIANT.colorCode);
    fireEvent.input(swatch, { target: { value: '#00aa88' } });
    const colour = screen.getByRole('textbox', { name: 'Colour' });
    await user.clear(colour);
    await user.type(colour, 'Maroon');
    expect(swatch).toHaveValue('#00aa88');
  });
});
