import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBanner } from '@/test/admin-factories';
import { mockApi, ok, type MockReply } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { BannerEditorPage } from '../pages/banner-editor-page';

const invalid = (errors: { path: string; message: string }[]): MockReply => ({
  status: 400,
  body: { success: false, code: 'VALIDATION_ERROR', message: errors[0]?.message, errors },
});

function openNewBanner() {
  return renderRoutes([{ path: '/admin/banners/new', element: <BannerEditorPage /> }], {
    path: '/admin/banners/new',
  });
}

describe('the banner form (issue 7: forms show field errors)', () => {
  it("puts the server's errors on the fields they name and focuses the first", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /admin/categories': ok({ categories: [] }),
      'POST /admin/banners': invalid([
        { path: 'body.title', message: 'Title is required' },
        {
          path: 'body.image',
          message: 'Image must be a path starting with / or an http(s) address',
        },
      ]),
    });
    openNewBanner();
    await user.type(screen.getByRole('textbox', { name: 'Image' }), 'festive.webp');
    await user.click(screen.getByRole('button', { name: 'Create banner' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Image' })).toHaveAccessibleDescription(
      expect.stringContaining('Image must be a path starting with / or an http(s) address'),
    );
  });

  it('shows a failure that names no field above the form', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /admin/categories': ok({ categories: [] }),
      'POST /admin/banners': {
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'Category not found' },
      },
    });
    openNewBanner();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Diwali');
    await user.click(screen.getByRole('button', { name: 'Create banner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Category not found');
  });

  it('sends blank optional fields as null and goes back to the list once saved', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /admin/categories': ok({ categories: [] }),
      'POST /admin/banners': { status: 201, body: { success: true, data: buildBanner() } },
    });
    const view = openNewBanner();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Festive Sale');
    await user.type(screen.getByRole('textbox', { name: 'Image' }), '/uploads/festive.webp');
    await user.click(screen.getByRole('button', { name: 'Create banner' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/banners');
    expect(view.router.state.location.pathname).toBe('/admin/banners');
    expect(api.callsTo('POST /admin/banners')[0]?.body).toEqual({
      title: 'Festive Sale',
      image: '/uploads/festive.webp',
      subtitle: null,
      description: null,
      link: null,
      buttonText: null,
      displayType: 'carousel',
      categoryId: null,
      isActive: true,
    });
  });
});

describe("the banner form's Hindi texts (issue 19)", () => {
  it('shows the Hindi texts the banner carries and sends them, blank ones as removed', async () => {
    const user = userEvent.setup();
    const diwali = buildBanner({
      translations: {
        hi: { title: 'दिवाली सेल', subtitle: '50% तक की छूट', buttonText: 'अभी खरीदें' },
      },
    });
    const api = mockApi({
      'GET /admin/categories': ok({ categories: [] }),
      'GET /admin/banners/b1': ok(diwali),
      'PUT /admin/banners/b1': ok(diwali),
    });
    renderRoutes([{ path: '/admin/banners/:id', element: <BannerEditorPage /> }], {
      path: '/admin/banners/b1',
    });
    await user.click(await screen.findByText('Hindi', { selector: 'summary' }));
    const title = screen.getByRole('textbox', { name: 'Title in Hindi' });
    expect(title).toHaveValue('दिवाली सेल');
    expect(screen.getByRole('textbox', { name: 'Description in Hindi' })).toHaveValue('');
    await user.clear(screen.getByRole('textbox', { name: 'Subtitle in Hindi' }));
    await user.click(screen.getByRole('button', { name: 'Save banner' }));

    await vi.waitFor(() => expect(api.callsTo('PUT /admin/banners/b1')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/banners/b1')[0]?.body).toMatchObject({
      title: 'Festive Sale',
      translations: {
        hi: { title: 'दिवाली सेल', subtitle: null, description: null, buttonText: 'अभी खरीदें' },
      },
    });
  });
});
