import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { assertAcyclic } from './index.js';
import { apiModules, webFeatures } from './graphs.js';
import { mermaidOf } from './diagram.js';

/**
 * Lints small fixtures with the project's real eslint.config.js, under file names inside the
 * apps, so each edge rule is shown to fire (and to stay quiet on the allowed form). If a rule is
 * switched off, renamed or its options drift, these fail.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function edgeErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('edges/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('edges: web features', () => {
  it("refuses a feature reaching into another feature's internals", async () => {
    const errors = await edgeErrors(
      'apps/web/src/features/catalogue/fixture.ts',
      "import { x } from '@/features/shopping/some-internal-file';\nexport const y = x;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^edges\/front-door: .*front door 'features\/shopping'/),
    ]);
  });

  it('refuses the same reach with a relative path', async () => {
    const errors = await edgeErrors(
      'apps/web/src/features/catalogue/components/fixture.tsx',
      "import { x } from '../../shopping/api/thing';\nexport const y = x;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/front door 'features\/shopping'/)]);
  });

  it('refuses an import of a feature that is not a declared dependency', async () => {
    const errors = await edgeErrors(
      'apps/web/src/features/auth/fixture.ts',
      "import { x } from '@/features/checkout';\nexport const y = x;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/'features\/auth' may not depend on 'features\/checkout'/),
    ]);
  });

  it("lets a feature use a declared dependency's front door", async () => {
    const errors = await edgeErrors(
      'apps/web/src/features/checkout/fixture.ts',
      "import { x } from '@/features/cart';\nexport const y = x;\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses app/ reaching into a feature, and a lazy import of internals', async () => {
    const errors = await edgeErrors(
      'apps/web/src/app/fixture.tsx',
      "export const page = () => import('@/features/cart/pages/cart-page');\n",
    );
    expect(errors).toEqual([expect.stringMatching(/front door 'features\/cart'/)]);
  });

  it('refuses a shared layer importing a feature or the app', async () => {
    const fromUi = await edgeErrors(
      'apps/web/src/components/ui/fixture.tsx',
      "import { x } from '@/features/auth';\nexport const y = x;\n",
    );
    const fromLib = await edgeErrors(
      'apps/web/src/lib/fixture.ts',
      "import { x } from '@/app/providers';\nexport const y = x;\n",
    );
    expect(fromUi).toEqual([expect.stringMatching(/'components' is shared/)]);
    expect(fromLib).toEqual([expect.stringMatching(/'lib' is shared/)]);
  });
});

describe('edges: API modules', () => {
  it("refuses a module importing another module's repository", async () => {
    const errors = await edgeErrors(
      'apps/api/src/modules/cart/fixture.ts',
      "import { x } from '../coupons/coupon-repository';\nexport const y = x;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/front door 'modules\/coupons'/)]);
  });

  it('refuses a dependency that would make a cycle', async () => {
    const errors = await edgeErrors(
      'apps/api/src/modules/payments/fixture.ts',
      "import { x } from '../orders';\nexport const y = x;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/'modules\/payments' may not depend on 'modules\/orders'/),
    ]);
  });

  it('refuses plugins/ reaching into a module', async () => {
    const errors = await edgeErrors(
      'apps/api/src/plugins/fixture.ts',
      "import { x } from '../modules/auth/session-service';\nexport const y = x;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/front door 'modules\/auth'/)]);
  });

  it('refuses lib/ or db/ importing a module', async () => {
    const errors = await edgeErrors(
      'apps/api/src/lib/fixture.ts',
      "import { x } from '../modules/orders';\nexport const y = x;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/'lib' is shared/)]);
  });

  it('refuses drizzle-orm outside repositories and db/', async () => {
    const inService = await edgeErrors(
      'apps/api/src/modules/orders/fixture-service.ts',
      "import { eq } from 'drizzle-orm';\nexport const y = eq;\n",
    );
    const inRepository = await edgeErrors(
      'apps/api/src/modules/orders/fixture-repository.ts',
      "import { eq } from 'drizzle-orm';\nexport const y = eq;\n",
    );
    expect(inService).toEqual([expect.stringMatching(/^edges\/data-access: 'drizzle-orm'/)]);
    expect(inRepository).toEqual([]);
  });
});

describe('edges: the declared graphs', () => {
  it('have no cycle', () => {
    expect(() => assertAcyclic(apiModules)).not.toThrow();
    expect(() => assertAcyclic(webFeatures)).not.toThrow();
  });

  it('refuse to be declared with a cycle', () => {
    expect(() => assertAcyclic({ orders: ['payments'], payments: ['orders'] })).toThrow(
      /cycle: orders -> payments -> orders/,
    );
  });
});

describe('edges: docs/architecture.md', () => {
  it('draws exactly the declared graphs', () => {
    const architecture = readFileSync(`${root}/docs/architecture.md`, 'utf8');
    expect(architecture).toContain(`\`\`\`mermaid\n${mermaidOf(apiModules)}\n\`\`\``);
    expect(architecture).toContain(`\`\`\`mermaid\n${mermaidOf(webFeatures)}\n\`\`\``);
  });
});
