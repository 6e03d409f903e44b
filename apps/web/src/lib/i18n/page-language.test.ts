import { afterEach, describe, expect, it } from 'vitest';
import { markPageLanguage } from './page-language';

describe('markPageLanguage', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('leaves <html lang> alone when the server already said the language', async () => {
    document.documentElement.lang = 'hi';
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true });
    markPageLanguage('hi');
    await Promise.resolve();
    observer.disconnect();
    // Any write, even of the same value, would be a mutation: the browser restyles the page.
    expect(changes).toHaveLength(0);
    expect(document.documentElement.lang).toBe('hi');
  });

  it('says the language when the page says another one or none', () => {
    document.documentElement.removeAttribute('lang');
    markPageLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    markPageLanguage('hi');
    expect(document.documentElement.lang).toBe('hi');
  });
});
