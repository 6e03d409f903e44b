import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '@/lib/i18n';
import { headFor } from './head';

/** The head of a page whose category or product is missing: its own words, in its language. */
describe('the head of a missing page', () => {
  const headOf = async (pathname: string, language: 'en' | 'hi') => {
    await loadLanguage(language);
    const client = new QueryClient();
    client.setQueryData(['categories', 'tree'], []);
    return headFor(pathname, client, 'https://shop.example.in', language);
  };
  const description = (tags: string) =>
    /<meta name="description" content="([^"]*)"/.exec(tags)?.[1];

  it('speaks of a category, not a product, on a missing category page', async () => {
    const hindi = await headOf('/categories/nope', 'hi');
    expect(hindi.missing).toBe(true);
    expect(description(hindi.tags)).toBe('यह कैटेगरी BharatBazaar पर उपलब्ध नहीं है।');
    const english = await headOf('/categories/nope', 'en');
    expect(description(english.tags)).toBe('This category is not available at BharatBazaar.');
  });

  it('keeps the product words on a missing product page', async () => {
    const hindi = await headOf('/products/nope', 'hi');
    expect(hindi.missing).toBe(true);
    expect(description(hindi.tags)).toBe('यह प्रोडक्ट BharatBazaar पर उपलब्ध नहीं है।');
  });
});
