import { describe, expect, it } from 'vitest';
import { readStylesheet, stylesFor } from './page-styles';

/** Decision 037: a server-rendered page carries the utility rules its own markup uses. */
const head = '@layer theme{:root{--c:red}}@layer base{*,:after{margin:0}}';
const tail = '@property --tw-x{syntax:"*";inherits:false}@keyframes pulse{50%{opacity:.5}}';
const utility = (rules: string) => `${head}@layer utilities{${rules}}${tail}`;
/** The classes a render finds in its markup (apps/web/src/ssr/classes.ts), as written there. */
const classesIn = (html: string) =>
  [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' '));
const kept = (css: string, html: string) => {
  const styles = stylesFor(readStylesheet(css), classesIn(html));
  const inner = /@layer utilities\{(.*)\}@property/.exec(styles)?.[1];
  expect(styles.startsWith(head)).toBe(true);
  expect(styles.endsWith(tail)).toBe(true);
  return inner;
};

describe('page styles', () => {
  it('keeps the rules of the classes in the markup and leaves the others out', () => {
    const css = utility('.p-4{padding:1rem}.m-2{margin:.5rem}.flex{display:flex}');
    expect(kept(css, '<div class="flex p-4"><span class="other">x</span></div>')).toBe(
      '.p-4{padding:1rem}.flex{display:flex}',
    );
    expect(kept(css, '<p>no classes</p>')).toBe('');
  });

  it('keeps the variants of a used class: hover, responsive, group and peer', () => {
    const rules = [
      '.hover\\:underline:hover{@media (hover:hover){text-decoration:underline}}',
      '@media (width>=40rem){.sm\\:grid{display:grid}}',
      '.group:hover .group-hover\\:scale-105{scale:1.05}',
      '.peer:checked~.peer-checked\\:block{display:block}',
    ];
    const css = utility(rules.join(''));
    expect(kept(css, '<a class="hover:underline sm:grid">x</a>')).toBe(rules[0]! + rules[1]!);
    // A group variant needs the group too.
    expect(kept(css, '<a class="group-hover:scale-105">x</a>')).toBe('');
    expect(kept(css, '<a class="group"><b class="group-hover:scale-105">x</b></a>')).toBe(rules[2]);
  });

  it('keeps the used rules of a breakpoint block, and the block only when one is used', () => {
    const css = utility(
      '.p-4{padding:1rem}@media (width>=64rem){.lg\\:grid-cols-4{--c:4}.lg\\:block{display:block}}' +
        '@supports (color:lab(0 0 0)){.text-x{color:lab(0 0 0)}}',
    );
    expect(kept(css, '<div class="p-4 lg:block">x</div>')).toBe(
      '.p-4{padding:1rem}@media (width>=64rem){.lg\\:block{display:block}}',
    );
    expect(kept(css, '<div class="text-x">x</div>')).toBe(
      '@supports (color:lab(0 0 0)){.text-x{color:lab(0 0 0)}}',
    );
  });

  it('reads escaped class names as the markup writes them', () => {
    const rules = [
      '.\\32 xl\\:p-2{padding:.5rem}',
      '.w-\\[calc\\(100\\%-2rem\\)\\]{width:calc(100% - 2rem)}',
      '.space-y-0\\.5{--s:.5}',
      '.aspect-\\[4\\/3\\]{aspect-ratio:4/3}',
      ':where(.space-y-1>:not(:last-child)){margin-block:.25rem}',
    ];
    const html =
      '<div class="2xl:p-2 w-[calc(100%-2rem)] space-y-0.5 aspect-[4/3] space-y-1">x</div>';
    expect(kept(utility(rules.join('')), html)).toBe(rules.join(''));
  });

  it('needs no class that a selector only names inside :not() or in a quoted value', () => {
    const rules = ['.link:not(.active){color:blue}', '.file[href$=".pdf"]{color:red}'];
    expect(kept(utility(rules.join('')), '<a class="link file">x</a>')).toBe(rules.join(''));
  });

  it('keeps a rule of a selector list when one of its selectors is used', () => {
    const rule = '.ring,.ring-1{--tw-ring-shadow:0 0 0 1px}';
    expect(kept(utility(rule), '<p class="ring-1">x</p>')).toBe(rule);
    expect(kept(utility(rule), '<p class="ring-2">x</p>')).toBe('');
  });

  it('keeps a rule the page uses with its nested rules, whatever classes they name', () => {
    const rule =
      '.group-hover\\:underline{&:is(:where(.group):hover *){text-decoration:underline}}';
    expect(kept(utility(rule), '<p class="group-hover:underline">x</p>')).toBe(rule);
  });

  it('reads the classes as the markup escapes them', () => {
    const rule = ".content-\\[\\'x\\'\\]{--c:'x'}";
    expect(stylesFor(readStylesheet(utility(rule)), ['content-[&#x27;x&#x27;]'])).toContain(rule);
  });

  it('does not take numbers in values for classes', () => {
    const rule = '.opacity-50{opacity:.5;transition:opacity .15s}';
    expect(kept(utility(rule), '<p class="opacity-50">x</p>')).toBe(rule);
  });

  it('keeps a stylesheet without a utilities layer whole', () => {
    const css = '.a{color:red}.b{color:blue}';
    expect(stylesFor(readStylesheet(css), ['a'])).toBe(css);
  });
});
