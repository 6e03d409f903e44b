import { API_MESSAGES_HI, hasHindi, localiseMessage } from '@shop/contracts/api-messages-hi';
import { describe, expect, it } from 'vitest';
import { apiMessageSources } from '../../test/api-message-sources';

/** `{}` for every placeholder, so a source template and a catalogue key compare as text. */
const shape = (text: string) => text.replace(/\{\w*(?:,\s*number)?\}/g, '{}');

describe('the API messages catalogue (issue 19)', () => {
  const sources = apiMessageSources();

  it('reads the messages from the source', () => {
    // The scan finds the messages we know are there; a scanner that found nothing would pass
    // the coverage check below without checking anything.
    const texts = sources.map((m) => m.text);
    expect(texts).toContain('Order not found');
    expect(texts).toContain('Please enter a valid 6-digit pincode');
    expect(texts).toContain('{} must be at most {} characters');
    expect(texts).toContain('This coupon has expired');
    expect(sources.length).toBeGreaterThan(300);
  });

  it('has Hindi for every English message the API or a contracts schema answers', () => {
    const keys = new Set(Object.keys(API_MESSAGES_HI).map(shape));
    const missing = sources.filter((m) => !keys.has(shape(m.text)));
    expect(missing.map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });

  it('keeps each Hindi message to the English placeholders', () => {
    const names = (text: string) =>
      [...text.matchAll(/\{(\w+)(?:,\s*number)?\}/g)].map((m) => m[1]).sort();
    const wrong = Object.entries(API_MESSAGES_HI).filter(
      ([english, hindi]) => names(english).join() !== names(hindi).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('translates exact texts, templates, and the labels and pieces inside them', () => {
    expect(localiseMessage('Order not found', 'hi')).toBe('ऑर्डर नहीं मिला');
    expect(localiseMessage('Order not found', 'en')).toBe('Order not found');
    expect(localiseMessage('Title must be at most 120 characters', 'hi')).toBe(
      'शीर्षक ज़्यादा से ज़्यादा 120 अक्षरों का हो सकता है',
    );
    expect(localiseMessage('Hindi Name is required', 'hi')).toBe('हिन्दी नाम ज़रूरी है');
    expect(localiseMessage('At most 30 tags', 'hi')).toBe('ज़्यादा से ज़्यादा 30 टैग');
    expect(
      localiseMessage(
        'Only 2 of Blue Kurta (size M) available; you already have 1 in your cart',
        'hi',
      ),
    ).toBe('Blue Kurta (साइज़ M) के सिर्फ़ 2 उपलब्ध हैं; आपके कार्ट में पहले से 1 हैं');
    expect(localiseMessage('Please wait 30 seconds before requesting a new OTP', 'hi')).toBe(
      'नया OTP माँगने से पहले कृपया 30 सेकंड रुकें',
    );
    expect(localiseMessage('Invalid OTP. 2 attempts left.', 'hi')).toBe('OTP गलत है। 2 कोशिशें बाकी।');
    expect(localiseMessage('A delivered order cannot be marked shipped', 'hi')).toBe(
      'स्टेटस "डिलीवर किया गया" वाले ऑर्डर को "शिप किया गया" मार्क नहीं किया जा सकता',
    );
    // Zod's own message for a field without one of ours.
    expect(localiseMessage('Too big: expected string to have <=254 characters', 'hi')).toBe(
      'बहुत बड़ा: टेक्स्ट में <=254 अक्षर ही हो सकते हैं',
    );
    // Unknown text stays as it is.
    expect(localiseMessage('Blue Kurta', 'hi')).toBe('Blue Kurta');
    expect(hasHindi('Blue Kurta')).toBe(false);
  });
});
