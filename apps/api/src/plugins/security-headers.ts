import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { APP_START_SCRIPT_SOURCE } from './app-start';
import { isInternalRequest } from './internal-request';

/**
 * Helmet's security headers on every answer a browser gets. The middleware is built once:
 * @fastify/helmet built it again on every request (reading every option and writing the CSP
 * text anew), a tenth of a millisecond each, twice per server-rendered page with its API call.
 * The renderer's own API calls get none: their headers never reach a browser.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { razorpay }: { razorpay: boolean },
): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The owner may give a picture's https address (a CDN) instead of uploading it.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The inline starter of server-rendered pages (decision 030), allowed by its hash.
        scriptSrc: [
          "'self'",
          APP_START_SCRIPT_SOURCE,
          // Razorpay Checkout (decision 008) loads its script, opens its own frame and reports
          // to its servers; only a shop that takes payments through Razorpay lets them in.
          ...(razorpay ? ['https://checkout.razorpay.com'] : []),
        ],
        connectSrc: [
          "'self'",
          ...(razorpay ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : []),
        ],
        frameSrc: ["'self'", ...(razorpay ? ['https://api.razorpay.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The SPA loads its own images; a cross-origin resource policy would only get in the way
    // of a CDN in front of /uploads.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isInternalRequest(app, request)) return done();
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
