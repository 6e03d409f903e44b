import { groupIndian } from '../money';
import { INTL_LOCALES, type Language } from './languages';

/**
 * The ICU message syntax the catalogues use (decision 027), formatted with the platform's Intl:
 *   {name}                                   a value as text
 *   {count, number}                          a number in the language's digits and grouping
 *   {count, plural, =0 {..} one {..} other {..}}   '#' inside is the number
 *   {kind, select, return {..} other {..}}
 * Apostrophes are plain text (the catalogues never need ICU quoting). A missing value leaves its
 * placeholder visible rather than printing 'undefined'.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string; style?: 'number' }
  | { kind: 'plural'; name: string; options: Record<string, Part[]> }
  | { kind: 'select'; name: string; options: Record<string, Part[]> };

const parsed = new Map<string, Part[]>();

function parse(template: string): Part[] {
  let at = 0;
  const parseParts = (inPlural: boolean): Part[] => {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push({ kind: 'text', text });
      text = '';
    };
    while (at < template.length) {
      const char = template[at];
      if (char === '}') break;
      if (char === '#' && inPlural) {
        flush();
        parts.push({ kind: 'value', name: '#', style: 'number' });
        at += 1;
      } else if (char === '{') {
        flush();
        at += 1;
        parts.push(parseArgument());
      } else {
        text += char;
        at += 1;
      }
    }
    flush();
    return parts;
  };
  const readUntil = (stops: string): string => {
    const start = at;
    while (at < template.length && !stops.includes(template[at] ?? '')) at += 1;
    return template.slice(start, at).trim();
  };
  const parseArgument = (): Part => {
    const name = readUntil(',}');
    if (template[at] === '}') {
      at += 1;
      return { kind: 'value', name };
    }
    at += 1; // ','
    const type = readUntil(',}');
    if (template[at] === '}') {
      at += 1;
      return { kind: 'value', name, style: type === 'number' ? 'number' : undefined };
    }
    at += 1; // ','
    const options: Record<string, Part[]> = {};
    for (;;) {
      const key = readUntil('{}');
      if (template[at] !== '{') break;
      at += 1;
      options[key] = parseParts(type === 'plural');
      at += 1; // '}'
    }
    at += 1; // the argument's '}'
    return type === 'plural'
      ? { kind: 'plural', name, options }
      : { kind: 'select', name, options };
  };
  return parseParts(false);
}

function partsOf(template: string): Part[] {
  let parts = parsed.get(template);
  if (!parts) {
    parts = parse(template);
    parsed.set(template, parts);
  }
  return parts;
}

const numberFormats = new Map<Language, Intl.NumberFormat>();
const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * A whole number in the language's grouping (en-IN and hi-IN both group in the Indian way) is
 * written out here: a browser's first Intl object loads its locale data, milliseconds of a
 * phone's main thread while the page starts (decision 030). Fractions go to Intl.
 */
function formatNumber(value: number, language: Language): string {
  if (Number.isSafeInteger(value)) {
    return `${value < 0 ? '-' : ''}${groupIndian(Math.abs(value).toFixed(0))}`;
  }
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language]);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/**
 * The plural category of a whole number, by CLDR's rules for the shop's languages (English: one
 * for 1; Hindi: one for 0 and 1), without loading Intl; fractions go to Intl.PluralRules.
 */
function pluralOf(n: number, language: Language): Intl.LDMLPluralRule {
  if (Number.isSafeInteger(n)) {
    // CLDR's operand n is the absolute value: -1 is 'one' as 1 is.
    const size = Math.abs(n);
    if (language === 'en') return size === 1 ? 'one' : 'other';
    if (language === 'hi') return size <= 1 ? 'one' : 'other';
  }
  let rule = pluralRules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(INTL_LOCALES[language]);
    pluralRules.set(language, rule);
  }
  return rule.select(n);
}

function render(parts: Part[], values: MessageValues, language: Language, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') {
      out += part.text;
    } else if (part.kind === 'value') {
      const value = part.name === '#' ? count : values[part.name];
      if (value === undefined) out += `{${part.name}}`;
      else if (part.style === 'number' && typeof value === 'number')
        out += formatNumber(value, language);
      else out += String(value);
    } else {
      const value = values[part.name];
      let chosen: Part[] | undefined;
      if (part.kind === 'plural') {
        const n = Number(value);
        chosen = part.options[`=${n}`] ?? part.options[pluralOf(n, language)];
        out += render(chosen ?? part.options.other ?? [], values, language, n);
        continue;
      }
      chosen = part.options[String(value)] ?? part.options.other;
      out += render(chosen ?? [], values, language, count);
    }
  }
  return out;
}

export function formatMessage(
  template: string,
  values: MessageValues = {},
  language: Language = 'en',
): string {
  if (!template.includes('{')) return template;
  return render(partsOf(template), values, language);
}

/** The names a message's placeholders use, sorted: both languages must use the same ones. */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (part.kind === 'text') continue;
      if (part.name !== '#') names.add(part.name);
      if (part.kind === 'plural' || part.kind === 'select')
        Object.values(part.options).forEach(walk);
    }
  };
  walk(partsOf(template));
  return [...names].sort();
}
