import { describe, expect, it } from 'vitest';
import { classesOf } from './classes';

describe('classesOf', () => {
  // Text as React writes it: its quotes escaped, so a class="..." in text is not an attribute.
  it('names every class of the markup once, as written, and nothing else', () => {
    const html =
      '<div class="flex p-4"><p class="p-4 sm:grid">x class=&quot;fake&quot;</p>' +
      '<svg class="size-4\n   ring" viewBox="0 0 1 1"></svg><b data-class="no">y</b><i class="">z</i></div>';
    expect(classesOf(html).sort()).toEqual(['flex', 'p-4', 'ring', 'size-4', 'sm:grid']);
  });
});
