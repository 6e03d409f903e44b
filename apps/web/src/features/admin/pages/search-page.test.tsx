import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { SearchPage } from './search-page';

const stat = (query: string, searches: number, results: number) => ({
  query,
  searches,
  results,
  lastSearchedAt: '2026-11-20T10:00:00.000Z',
});

describe('the back office search page (issue 13)', () => {
  it('shows top searches and searches with no result', async () => {
    mockApi({
      'GET /admin/search/insights': ok({
        topSearches: [stat('kurta', 40, 24), stat('saree', 31, 12)],
        noResultSearches: [stat('jhumka', 7, 0)],
      }),
      'GET /admin/search/synonyms': ok({ synonyms: [] }),
    });
    renderAtRoot(<SearchPage />);
    const top = await screen.findByRole('table', { name: 'Top searches' });
    expect(
      within(top)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SearchTimes searchedProducts found', 'kurta4024', 'saree3112']);
    expect(screen.getByRole('table', { name: 'Searches with no result' })).toHaveTextContent(
      'jhumka70',
    );
    expect(screen.getByText('No synonyms yet')).toBeInTheDocument();
  });

  it('adds, changes and deletes synonym groups', async () => {
    const user = userEvent.setup();
    const groups = [{ _id: 'g1', terms: ['saree', 'sari'], updatedAt: '2026-11-20T10:00:00Z' }];
    const api = mockApi({
      'GET /admin/search/insights': ok({ topSearches: [], noResultSearches: [] }),
      'GET /admin/search/synonyms': () => ok({ synonyms: groups }),
      'POST /admin/search/synonyms': (call) => {
        const body = call.body as { terms: string[] };
        groups.push({ _id: 'g2', terms: body.terms, updatedAt: '2026-11-21T10:00:00Z' });
        return { status: 201, body: { success: true, data: groups[1] } };
      },
      'PUT /admin/search/synonyms/g1': (call) => ok({ ...groups[0], ...(call.body as object) }),
      'DELETE /admin/search/synonyms/g1': ok({ id: 'g1', deleted: true }),
    });
    renderAtRoot(<SearchPage />);
    expect(await screen.findByRole('cell', { name: 'saree, sari' })).toBeInTheDocument();

    const field = screen.getByLabelText('New group of words');
    await user.type(field, 'dhoti{Enter}');
    expect(await screen.findByText(/at least two words/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'dhoti, veshti , mundu{Enter}');
    await waitFor(() => expect(api.callsTo('POST /admin/search/synonyms')).toHaveLength(1));
    expect(api.callsTo('POST /admin/search/synonyms')[0]!.body).toEqual({
      terms: ['dhoti', 'veshti', 'mundu'],
    });
    expect(await screen.findByRole('cell', { name: 'dhoti, veshti, mundu' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit saree' }));
    const change = screen.getByLabelText('Change the words');
    expect(change).toHaveValue('saree, sari');
    await user.type(change, ', saaree');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /admin/search/synonyms/g1')[0]?.body).toEqual({
        terms: ['saree', 'sari', 'saaree'],
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete saree' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /admin/search/synonyms/g1')).toHaveLength(1));
  });
});
