import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints fixtures with the project's real eslint.config.js, as a component of the web app. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function literalTexts(code: string, file = 'apps/web/src/features/cart/fixture.tsx') {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'i18n/no-literal-text')
    .map((message) => message.message);
}

describe('i18n/no-literal-text', () => {
  it('refuses words written into a component', async () => {
    const errors = await literalTexts(
      [
        'export const A = () => <p>Your cart is empty</p>;',
        "export const B = () => <p>{'Saved'}</p>;",
        'export const C = () => <img src="x.png" alt="A red saree" />;',
        'export const D = () => <button aria-label="Close">×</button>;',
        'export const E = ({ n }: { n: number }) => <p>{`Items ${n}`}</p>;',
        'export const F = () => <input placeholder={"Search"} />;',
      ].join('\n'),
    );
    expect(errors).toHaveLength(6);
    expect(errors[0]).toContain("'Your cart is empty'");
  });

  it('lets symbols, numbers, class names and catalogue messages through', async () => {
    const errors = await literalTexts(
      [
        "import { useT, defineMessages } from '@/lib/i18n';",
        "const book = defineMessages({ empty: 'Empty' } as const, () => Promise.reject(new Error('x')));",
        'export function A({ price }: { price: string }) {',
        '  const t = useT(book);',
        '  return (',
        '    <p className="text-sm font-bold" aria-label={t(\'empty\')} title={price}>',
        "      ₹{price} · 404 × {t('empty')}",
        '    </p>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('leaves tests alone', async () => {
    const errors = await literalTexts(
      'export const A = () => <p>Fixture text</p>;',
      'apps/web/src/features/cart/fixture.test.tsx',
    );
    expect(errors).toEqual([]);
  });
});
