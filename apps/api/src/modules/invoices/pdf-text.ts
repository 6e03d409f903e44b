import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
const fontFiles = new Map<string, Buffer>();
/** Each font file is read once per process; every invoice embeds it from memory. */
const fontFile = (subset: string, weight: number): Buffer => {
  const name = `noto-sans-${subset}-${weight}-normal.woff`;
  let data = fontFiles.get(name);
  if (!data) {
    data = woffToSfnt(readFileSync(require.resolve(`@fontsource/noto-sans/files/${name}`)));
    fontFiles.set(name, data);
  }
  return data;
};

type Subset = 'latin' | 'latin-ext' | 'devanagari';

/** Registers Noto Sans in the subsets an Indian invoice needs; pdfkit embeds what is used. */
export function registerInvoiceFonts(doc: PDFKit.PDFDocument): void {
  for (const subset of ['latin', 'latin-ext', 'devanagari'] as const) {
    doc.registerFont(`${subset}-400`, fontFile(subset, 400));
    doc.registerFont(`${subset}-700`, fontFile(subset, 700));
  }
}

/**
 * Fontsource splits Noto Sans by script: basic Latin in one file, the rupee sign (U+20B9) and
 * accented names (ā, ś) in latin-ext, Devanagari in its own. Text is drawn in runs, each in
 * the file that has its characters.
 */
function subsetOf(codePoint: number): Subset {
  if (codePoint <= 0xff || (codePoint >= 0x2000 && codePoint <= 0x206f)) return 'latin';
  if (codePoint >= 0x0900 && codePoint <= 0x097f) return 'devanagari';
  return 'latin-ext';
}

function runsOf(text: string): Array<{ subset: Subset; text: string }> {
  const runs: Array<{ subset: Subset; text: string }> = [];
  for (const char of text) {
    const subset =
      char === ' ' && runs.length ? runs.at(-1)!.subset : subsetOf(char.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && last.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

/** Draws and measures text in mixed runs. */
export class InvoiceText {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private font(subset: Subset, style: TextStyle) {
    return this.doc.font(`${subset}-${style.bold ? 700 : 400}`).fontSize(style.size);
  }

  width(text: string, style: TextStyle): number {
    return runsOf(text).reduce(
      (sum, run) => sum + this.font(run.subset, style).widthOfString(run.text),
      0,
    );
  }

  /** One line at (x, y); `align: 'right'` ends it at x + width. */
  line(
    text: string,
    x: number,
    y: number,
    style: TextStyle,
    options: { width?: number; align?: 'left' | 'right' } = {},
  ): void {
    let at =
      options.align === 'right' && options.width ? x + options.width - this.width(text, style) : x;
    this.doc.fillColor(style.color ?? '#0f172a');
    for (const run of runsOf(text)) {
      this.font(run.subset, style).text(run.text, at, y, { lineBreak: false });
      at += this.doc.widthOfString(run.text);
    }
  }

  /** Words wrapped to `width`; answers the lines. */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.width(next, style) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Wrapped text from (x, y); answers the height it took. */
  block(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const lineHeight = style.size * 1.35;
    const lines = this.wrap(text, width, style);
    lines.forEach((line, i) => this.line(line, x, y + i * lineHeight, style));
    return lines.length * lineHeight;
  }
}
