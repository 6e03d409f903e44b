/**
 * The styles a server-rendered page carries inline: the stylesheet's rules that its own markup
 * can use, not the whole app's (decision 037). Tailwind writes one rule per class the app uses
 * anywhere (admin, checkout, dialogs...); a page's markup uses about a third of them. The rest
 * comes with the app: the page's starter links the whole stylesheet when it starts the app.
 *
 * Only the utilities layer is cut. Everything else (the theme's variables, the base styles,
 * `@property` and `@keyframes`) is kept whole. A utility rule is kept when one of its selectors
 * names only classes in the page's `class` attributes, so hover, focus, responsive and group
 * variants of the page's classes stay.
 */
export interface Stylesheet {
  /** Everything before the utilities' rules, up to and including `@layer utilities{`. */
  head: string;
  rules: readonly Rule[];
  /** The closing brace of the layer and everything after it. */
  tail: string;
}

/**
 * A style rule with the classes its selectors name, or a block at-rule (`@media`, `@supports`)
 * around rules: the build puts every rule of a breakpoint in one `@media` block, which is kept
 * with those of its rules the page uses.
 */
type Rule =
  | { text: string; selectors: ReadonlyArray<readonly string[]> }
  | { prelude: string; rules: readonly Rule[] };

const UTILITIES = '@layer utilities{';

/** Reads a built stylesheet once; one without a utilities layer is kept whole. */
export function readStylesheet(css: string): Stylesheet {
  const at = css.indexOf(UTILITIES);
  const end = at < 0 ? -1 : closingBrace(css, at + UTILITIES.length - 1);
  if (at < 0 || end < 0) return { head: css, rules: [], tail: '' };
  const body = css.slice(at + UTILITIES.length, end);
  return {
    head: css.slice(0, at + UTILITIES.length),
    rules: rulesOf(body),
    tail: css.slice(end),
  };
}

/**
 * The page's styles: the stylesheet without the utility rules of classes its markup does not
 * name. `classes` are as the markup writes them (HTML-escaped); the render found them.
 */
export function stylesFor(sheet: Stylesheet, classes: readonly string[]): string {
  if (sheet.rules.length === 0) return sheet.head + sheet.tail;
  const used = new Set(classes.map(unescapeHtml));
  return sheet.head + keptRules(sheet.rules, used) + sheet.tail;
}

function keptRules(rules: readonly Rule[], used: ReadonlySet<string>): string {
  let kept = '';
  for (const rule of rules) {
    if ('prelude' in rule) {
      const inner = keptRules(rule.rules, used);
      if (inner) kept += `${rule.prelude}{${inner}}`;
    } else if (rule.selectors.some((classes) => classes.every((name) => used.has(name)))) {
      kept += rule.text;
    }
  }
  return kept;
}

/** A block's rules; a grouping at-rule's own rules are read one by one too. */
function rulesOf(body: string): Rule[] {
  return topLevelRules(body).map((text) => {
    const open = text.indexOf('{');
    const prelude = text.slice(0, open).trim();
    if (/^@(media|supports|container|layer)\b/.test(prelude)) {
      return { prelude, rules: rulesOf(text.slice(open + 1, -1)) };
    }
    return { text, selectors: selectorClasses(text) };
  });
}

function unescapeHtml(text: string): string {
  if (!text.includes('&')) return text;
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The index of the brace closing the block opened at `open`, skipping quoted text. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") i = endOfString(css, i);
    else if (ch === '\\') i++;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}

function endOfString(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

/** The layer's rules one by one: each a selector or an at-rule with its whole block. */
function topLevelRules(body: string): string[] {
  const rules: string[] = [];
  let start = 0;
  while (start < body.length) {
    const open = body.indexOf('{', start);
    if (open < 0) break;
    const close = closingBrace(body, open);
    if (close < 0) break;
    rules.push(body.slice(start, close + 1));
    start = close + 1;
  }
  return rules;
}

/**
 * The classes each selector of a rule's list names: the rule is kept when one of them has all its
 * classes in the page. Nested rules are not read: a rule whose own selector the page uses is
 * kept whole. Classes inside `:not(...)` and quoted values are left out: a rule that applies
 * when a class is absent must not need it.
 */
function selectorClasses(rule: string): string[][] {
  const selectors: string[] = [];
  let from = 0;
  let depth = 0;
  for (let i = 0; i < rule.length; i++) {
    const ch = rule[i];
    if (ch === '"' || ch === "'") i = endOfString(rule, i);
    else if (ch === '\\') i++;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      selectors.push(rule.slice(from, i));
      from = i + 1;
    } else if (ch === '{') {
      selectors.push(rule.slice(from, i));
      break;
    }
  }
  return selectors.map((selector) => {
    const plain = selector
      .replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '')
      .replace(/:not\((?:\\.|[^()])*\)/g, '');
    return [...plain.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((match) =>
      unescapeCss(match[1] ?? ''),
    );
  });
}

/** A CSS identifier as the markup writes it: `sm\:p-4` is `sm:p-4`, `\32 xl` is `2xl`. */
function unescapeCss(name: string): string {
  return name.replace(/\\(?:([0-9a-fA-F]{1,6}) ?|(.))/g, (_, hex: string, char: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}
