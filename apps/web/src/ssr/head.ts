import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import {
  formatMessage,
  LANGUAGES,
  pathInLanguage,
  type Banner,
  type Category,
  type Language,
  type MessageValues,
  type Product,
} from '@shop/contracts';
import { findCategory } from '@/features/catalogue';
import { headMessages, type HeadMessages } from './head.messages';

const SHOP = 'BharatBazaar';

/** The Open Graph locale of each language (WhatsApp and Facebook read it). */
const OG_LOCALES: Readonly<Record<Language, string>> = { en: 'en_IN', hi: 'hi_IN' };

/** The head's texts in the render's language (the render loaded its messages before). */
type HeadText = (key: keyof HeadMessages, values?: MessageValues) => string;

function headText(language: Language): HeadText {
  const messages = headMessages.loaded(language) ?? headMessages.en;
  const used = messages === headMessages.en ? 'en' : language;
  return (key, values) => formatMessage(messages[key], { shop: SHOP, ...values }, used);
}

export interface PageHead {
  /** The page is missing (an unknown product or category): the answer is a 404. */
  missing: boolean;
  /** The tags that go into <head>, escaped. */
  tags: string;
}

interface HeadFields {
  title: string;
  description: string;
  path: string;
  image?: string;
  type: 'website' | 'product';
  price?: number;
  jsonLd: object[];
  noindex?: boolean;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JSON-LD inside a script: `<` escaped so no text can close the script. */
function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/** One line of at most 160 characters, as search results and cards show it. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= 160 ? line : `${line.slice(0, 157).trimEnd()}...`;
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The address of a page (given without its language) in the render's language. */
type PageUrl = (path: string) => string;

function breadcrumbs(url: PageUrl, items: Array<[name: string, path: string]>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url(path),
    })),
  };
}

function productFields(product: Product, origin: string, url: PageUrl, t: HeadText): HeadFields {
  const path = `/products/${encodeURIComponent(product.id)}`;
  const images = product.images.map((image) => absolute(origin, image));
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: url(path),
    priceCurrency: 'INR',
    price: product.price,
    availability:
      product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
  };
  const productLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: summary(product.description),
    image: images,
    sku: product.id,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category.name,
    offers: offer,
  };
  if (product.rating.count > 0) {
    productLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const trail: Array<[string, string]> = [
    [t('home'), '/'],
    [product.category.name, `/categories/${encodeURIComponent(product.category.slug)}`],
    [product.name, path],
  ];
  return {
    title: `${product.name} | ${SHOP}`,
    description: summary(product.description) || t('productDescription', { name: product.name }),
    path,
    image: images[0],
    type: 'product',
    price: product.price,
    jsonLd: [productLd, breadcrumbs(url, trail)],
  };
}

/** A missing product's or category's head: its own title and description, never indexed. */
function notFoundFields(t: HeadText, title: string, description: string): HeadFields {
  return {
    title,
    description,
    path: '/products',
    type: 'website',
    jsonLd: [],
    noindex: true,
  };
}

/** What the page's head says, from the data the render already fetched. */
function fieldsFor(
  pathname: string,
  client: QueryClient,
  origin: string,
  language: Language,
): { fields: HeadFields; missing: boolean } {
  const t = headText(language);
  const url: PageUrl = (path) => absolute(origin, pathInLanguage(path, language));
  const productMatch = matchPath('/products/:id', pathname);
  if (productMatch) {
    const id = productMatch.params.id ?? '';
    const product = client.getQueryData<Product>(['products', 'detail', id]);
    return product
      ? { fields: productFields(product, origin, url, t), missing: false }
      : {
          fields: notFoundFields(t, t('productNotFoundTitle'), t('productNotFoundDescription')),
          missing: true,
        };
  }
  const categories = client.getQueryData<Category[]>(['categories', 'tree']);
  const categoryMatch = matchPath('/categories/:categorySlug', pathname);
  if (categoryMatch) {
    const slug = categoryMatch.params.categorySlug ?? '';
    const category = categories ? findCategory(categories, slug) : undefined;
    if (categories && !category) {
      return {
        fields: notFoundFields(t, t('categoryNotFoundTitle'), t('categoryNotFoundDescription')),
        missing: true,
      };
    }
    const name = category?.name ?? slug;
    const path = `/categories/${encodeURIComponent(category?.slug ?? slug)}`;
    return {
      missing: false,
      fields: {
        title: `${name} | ${SHOP}`,
        description: summary(category?.description || t('categoryDescription', { name })),
        path,
        image: category?.image ? absolute(origin, category.image) : undefined,
        type: 'website',
        jsonLd: [
          breadcrumbs(url, [
            [t('home'), '/'],
            [t('products'), '/products'],
            [name, path],
          ]),
        ],
      },
    };
  }
  if (pathname === '/cart') {
    // Crawlable like the app shell it replaces for a visitor without a cart: an empty cart holds
    // nothing private (robots.txt keeps checkout, orders and profile out).
    return {
      missing: false,
      fields: {
        title: t('cartTitle'),
        description: t('shopDescription'),
        path: '/cart',
        type: 'website',
        jsonLd: [],
      },
    };
  }
  if (pathname === '/products') {
    return {
      missing: false,
      fields: {
        title: t('productsTitle'),
        description: t('productsDescription'),
        path: '/products',
        type: 'website',
        jsonLd: [],
      },
    };
  }
  const banners = client.getQueryData<Banner[]>(['banners', 'active']);
  const banner = banners?.[0]?.image;
  return {
    missing: false,
    fields: {
      title: t('homeTitle'),
      description: t('shopDescription'),
      path: '/',
      image: banner ? absolute(origin, banner) : undefined,
      type: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: SHOP,
          url: url('/'),
          logo: `${origin}/icons/icon-512.png`,
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SHOP,
          url: url('/'),
          inLanguage: language,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${url('/products')}?search={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    },
  };
}

/**
 * The head of a server-rendered page (decision 024): description, canonical URL, Open Graph and
 * Twitter cards (WhatsApp, Facebook and X read these), and schema.org JSON-LD. The title itself
 * is the page's own <title>, which React renders into the head.
 */
export function headFor(
  pathname: string,
  client: QueryClient,
  origin: string,
  language: Language,
): PageHead {
  const { fields, missing } = fieldsFor(pathname, client, origin, language);
  // Issue 19: each language's page is its own canonical, and names its twins (x-default is the
  // English one, the shop's default).
  const inLanguage = (other: Language) => absolute(origin, pathInLanguage(fields.path, other));
  const canonical = inLanguage(language);
  const hreflang = (code: string, href: string) =>
    `<link rel="alternate" hreflang="${code}" href="${escapeHtml(href)}" />`;
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', fields.description),
    fields.noindex ? meta('name', 'robots', 'noindex') : '',
    missing ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(missing
      ? []
      : [
          ...LANGUAGES.map((other) => hreflang(other, inLanguage(other))),
          hreflang('x-default', inLanguage('en')),
        ]),
    meta('property', 'og:site_name', SHOP),
    meta('property', 'og:type', fields.type),
    meta('property', 'og:title', fields.title),
    meta('property', 'og:description', fields.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', fields.image),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
    fields.price === undefined
      ? ''
      : meta('property', 'product:price:amount', String(fields.price)),
    fields.price === undefined ? '' : meta('property', 'product:price:currency', 'INR'),
    meta('name', 'twitter:card', fields.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', fields.title),
    meta('name', 'twitter:description', fields.description),
    meta('name', 'twitter:image', fields.image),
    ...fields.jsonLd.map(jsonLdScript),
  ];
  return { missing, tags: tags.filter(Boolean).join('') };
}
