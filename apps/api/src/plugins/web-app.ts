import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { languageOfPath, type Language } from '@shop/contracts';
import { webDistDir, webSsrDir } from '../lib/paths';
import { pageInLanguage, registerServerRender, type ShellPreloads } from './server-render';

declare module 'fastify' {
  interface FastifyInstance {
    sendSpaIndex: (reply: FastifyReply) => FastifyReply;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The Devanagari font's @font-face rules (apps/web/src/devanagari-font.css, a chunk of its own in
 * the build) and preloads of its faces, to go into the head of Hindi pages: the font starts
 * downloading with the page and English pages never see it (issue 19).
 */
function devanagariStyle(root: string): string {
  const manifestFile = join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  const chunk = manifest['src/devanagari-font.css'];
  const file = chunk?.file.endsWith('.css') ? chunk.file : chunk?.css?.[0];
  if (!file || !existsSync(join(root, file))) return '';
  const css = readFileSync(join(root, file), 'utf8').replace(/<\/style/gi, '<\\/style');
  // The body face (most of the page's Devanagari) starts downloading with the page, not when
  // layout first meets Devanagari text, so its swap seldom moves anything; the bold face is left
  // to load on its own, since every preloaded byte delays the first paint on a slow phone.
  const preloads = Object.values(manifest)
    .map((entry) => entry.file)
    .filter((font) => /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/.test(font))
    .map((font) => `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin />`)
    .join('');
  return `${preloads}<style id="devanagari-font">${css}</style>`;
}

/**
 * Serves the built single-page app from the same origin as the API: hashed assets cached for a
 * year, index.html never cached so a deploy is picked up at once, and every other page path
 * answered with index.html (history fallback) by the not-found handler.
 */
export async function registerWebApp(app: FastifyInstance) {
  const root = resolve(app.config.WEB_DIST_DIR ?? webDistDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: serving the API only (run npm run build)');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const fontStyle = devanagariStyle(root);
  // The app shell of every page the server does not render: /hi/... answers it in Hindi.
  const shells: Record<Language, string> = {
    en: indexHtml,
    hi: pageInLanguage(indexHtml, 'hi', fontStyle),
  };

  // Filled in once the server bundle is loaded: the page's chunks to preload in the shell.
  let shellPreloads: ShellPreloads = () => '';
  app.decorate('sendSpaIndex', (reply: FastifyReply) => {
    const url = reply.request.url;
    const shell = shells[languageOfPath(url.split('?')[0] ?? '/').language];
    const preloads = shellPreloads(url);
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(preloads ? shell.replace('</head>', `${preloads}</head>`) : shell);
  });

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // The service worker is checked for a new version on every visit (decision 025).
      reply.header(
        'cache-control',
        filePath.includes(`${root}/assets/`)
          ? IMMUTABLE
          : filePath.endsWith('/sw.js')
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });
  shellPreloads = await registerServerRender(app, {
    root,
    ssrDir: app.config.WEB_SSR_DIR ?? webSsrDir,
    indexHtml,
    fontStyle,
  });
  if (!app.hasRoute({ method: 'GET', url: '/' })) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => app.sendSpaIndex(reply));
  }
}
