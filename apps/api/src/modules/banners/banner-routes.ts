import { z } from 'zod';
import { BannerSchema, envelope } from '@shop/contracts';
import { contentLanguage } from '../../lib/content-language';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { getActiveBanners } from './banner-service';

export async function bannerRoutes(app: App) {
  app.get(
    '/banners/active',
    {
      schema: {
        tags: ['banners'],
        summary: 'Active banners in display order (carousel, category-card or both)',
        description:
          '`data` is the list itself (spec §7: GET /banners/active -> data). Served from a ' +
          '60-second cache that is cleared whenever a banner changes.',
        response: { 200: envelope(z.array(BannerSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return ok(await getActiveBanners(app.db, contentLanguage(request, reply)));
    },
  );
}
