import { describe, expect, it } from 'vitest';
import {
  BANNER_THEME_NAMES,
  IMAGE_VIEWS,
  PRODUCT_KINDS,
  bannerImagePath,
  categoryImagePath,
  productImagePath,
} from '../../lib/catalog-image-names';
import { BANNER_THEMES } from './catalog-banner-themes';
import { renderCatalogImage } from './catalog-images';
import { SHAPES } from './catalog-shapes';

const fileOf = (path: string) => path.slice('/uploads/catalog/'.length);

/** Cheap well-formedness checks: no holes from bad arithmetic, groups closed. */
function expectSaneSvg(svg: string | null, width: number, height: number) {
  expect(svg).not.toBeNull();
  const doc = svg ?? '';
  expect(doc.startsWith('<svg')).toBe(true);
  expect(doc.endsWith('</svg>')).toBe(true);
  expect(doc).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
  expect(doc).toContain('role="img"');
  expect(doc).toMatch(/<title>[^<]+<\/title>/);
  expect(doc).not.toMatch(/undefined|NaN|null/);
  expect(doc.split('<g').length).toBe(doc.split('</g>').length);
}

describe('the names the catalogue uses', () => {
  it('has exactly one drawing for every kind of goods and every banner theme named', () => {
    expect(Object.keys(SHAPES).sort()).toEqual([...PRODUCT_KINDS].sort());
    expect(Object.keys(BANNER_THEMES).sort()).toEqual([...BANNER_THEME_NAMES].sort());
  });
});

describe('product images', () => {
  it.each(PRODUCT_KINDS)('draws a %s in every view and in the requested colour', (kind) => {
    for (const view of IMAGE_VIEWS) {
      const svg = renderCatalogImage(`${kind}-1f3a5f-${view}.svg`);
      expectSaneSvg(svg, 600, 800);
      expect(svg).toContain('fill="#1f3a5f"');
    }
  });

  it('draws the views differently', () => {
    for (const kind of PRODUCT_KINDS) {
      const [front, back, detail] = IMAGE_VIEWS.map((v) =>
        renderCatalogImage(`${kind}-800000-${v}.svg`),
      );
      expect(front).not.toBe(back);
      expect(front).not.toBe(detail);
    }
  });

  it('outlines light colours in a darker shade so off-white goods stay visible', () => {
    const svg = renderCatalogImage('tee-f5f5dc-front.svg') ?? '';
    const outline = /stroke="(#[0-9a-f]{6})" stroke-width="5"/.exec(svg)?.[1];
    expect(outline).toBeDefined();
    const channel = (hex: string, i: number) =>
      Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    for (const i of [0, 1, 2])
      expect(channel(outline ?? '', i)).toBeLessThan(channel('#f5f5dc', i) / 2);
  });

  it('is deterministic, also after the cache has forgotten a picture', () => {
    const name = 'saree-c71585-detail.svg';
    const first = renderCatalogImage(name);
    for (let i = 0; i < 600; i += 1) {
      renderCatalogImage(`mug-${i.toString(16).padStart(6, '0')}-front.svg`);
    }
    expect(renderCatalogImage(name)).toBe(first);
  });
});

describe('banners and category tiles', () => {
  it.each(BANNER_THEME_NAMES)('draws the %s banner', (theme) => {
    expectSaneSvg(renderCatalogImage(`banner-${theme}.svg`), 1600, 600);
  });

  it('draws category tiles', () => {
    const svg = renderCatalogImage('category-kurta-d4a017.svg');
    expectSaneSvg(svg, 600, 600);
    expect(svg).toContain('fill="#d4a017"');
  });
});

describe('paths', () => {
  it('builds names the renderer accepts, normalising the colour', () => {
    const path = productImagePath('phone-case', '#1F3A5F', 'back');
    expect(path).toBe('/uploads/catalog/phone-case-1f3a5f-back.svg');
    expect(renderCatalogImage(fileOf(path))).not.toBeNull();
    expect(categoryImagePath('tee', '800000')).toBe('/uploads/catalog/category-tee-800000.svg');
    expect(renderCatalogImage(fileOf(categoryImagePath('tee', '800000')))).not.toBeNull();
    expect(bannerImagePath('festive-sale')).toBe('/uploads/catalog/banner-festive-sale.svg');
  });

  it('refuses to build a path from a colour that is not hex', () => {
    expect(() => productImagePath('tee', 'navy', 'front')).toThrow(/hex/);
    expect(() => categoryImagePath('tee', '#12345')).toThrow(/hex/);
  });
});

describe('names it does not draw', () => {
  it.each([
    '../x',
    '../../etc/passwd',
    'tee-1f3a5f-front.svg/../../x',
    'tee-zzzzzz-front.svg',
    'tee-1F3A5F-front.svg',
    'tee-1f3a5-front.svg',
    'tee-1f3a5f-front.png',
    'tee-1f3a5f-front.svg.png',
    'tee-1f3a5f-side.svg',
    'sock-1f3a5f-front.svg',
    'constructor-1f3a5f-front.svg',
    '__proto__-1f3a5f-front.svg',
    'banner-unknown.svg',
    'banner-constructor.svg',
    'category-sock-1f3a5f.svg',
    'category-tee-xyz.svg',
    'tee-1f3a5f-front.svg\n',
    ' tee-1f3a5f-front.svg',
    'tee-1f3a5f-front.svg?x=<script>',
    '<script>-1f3a5f-front.svg',
    '',
    `${'a'.repeat(200)}-1f3a5f-front.svg`,
  ])('returns null for %j', (name) => {
    expect(renderCatalogImage(name)).toBeNull();
  });
});
