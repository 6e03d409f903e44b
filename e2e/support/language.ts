import type { Page } from 'playwright-core';

/**
 * Issue 19: what a Hindi page must not show. English words left on the screen (outside the
 * texts that stay as they are: product names and brands without a Hindi version, and the words
 * the shop writes the same in both languages), and text cut off at the phone's width.
 */
export interface LanguageFindings {
  english: string[];
  cutOff: string[];
  pageWiderThanScreen: boolean;
}

/** Words a Hindi page writes in Latin letters on purpose. */
const SAME_IN_BOTH = [
  'BharatBazaar',
  'Bharat',
  'Bazaar',
  'OTP',
  'UPI',
  'GST',
  'GSTIN',
  'IGST',
  'CGST',
  'SGST',
  'HSN',
  'COD',
  'MRP',
  'PIN',
  'CVV',
  'SKU',
  'English',
];

export async function findEnglishAndCutOff(
  page: Page,
  /** Texts the data brings (product names, brands, sizes, colours the owner typed in English). */
  dataTexts: string[],
): Promise<LanguageFindings> {
  return page.evaluate(
    ({ allowed, data }) => {
      const allowedWords = new Set(allowed.map((w) => w.toLowerCase()));
      const dataText = data.join(' ').toLowerCase();
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        return (
          style.visibility !== 'hidden' &&
          style.display !== 'none' &&
          el.getClientRects().length > 0 &&
          !el.closest('[aria-hidden="true"], .sr-only, [lang="en"], [translate="no"]')
        );
      };
      const english = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !visible(parent)) continue;
        if (['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
        // E-mail addresses and web addresses are written as they are in any language.
        const words = (node.textContent ?? '').replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
        // A token with digits in it is a code (an order number, a pincode), not a word.
        const tokens = words.split(/[^A-Za-z0-9'-]+/).filter((token) => !/\d/.test(token));
        for (const word of tokens.join(' ').match(/[A-Za-z][A-Za-z'-]{2,}/g) ?? []) {
          const lower = word.toLowerCase();
          if (allowedWords.has(lower) || dataText.includes(lower)) continue;
          english.add(`${word} (in "${node.textContent?.trim().slice(0, 60)}")`);
        }
      }
      const cutOff: string[] = [];
      for (const el of Array.from(
        document.querySelectorAll(
          'button, a, label, h1, h2, h3, th, [role="tab"], [role="option"], p, span',
        ),
      )) {
        if (!visible(el) || !el.textContent?.trim()) continue;
        const style = getComputedStyle(el);
        const clips = ['hidden', 'clip'].includes(style.overflowX);
        const meantToClamp = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
        if (clips && !meantToClamp && el.scrollWidth > el.clientWidth + 1)
          cutOff.push(el.textContent.trim().slice(0, 60));
      }
      return {
        english: [...english],
        cutOff,
        pageWiderThanScreen: document.documentElement.scrollWidth > window.innerWidth + 1,
      };
    },
    { allowed: SAME_IN_BOTH, data: dataTexts },
  );
}
