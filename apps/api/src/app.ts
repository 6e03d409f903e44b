import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/types';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerWebApp } from './plugins/web-app';
import { registerNotFound } from './plugins/not-found';
import { registerEtags } from './plugins/etag';
import { registerSecurityHeaders } from './plugins/security-headers';
import { responseSerializerCompiler } from './plugins/response-serializer';
import {
  answerClientError,
  answerFrameworkError,
  MAX_PATH_SEGMENT,
  registerAddressLimits,
  registerShutdownAnswer,
} from './plugins/framework-errors';
import { registerTextGuard } from './plugins/text-guard';
import { registerRateLimits } from './plugins/rate-limits';
import { registerChangeBroadcast } from './plugins/change-broadcast';
import { connectRedis } from './lib/redis';
import { adminModule } from './modules/admin';
import { authModule, createSmsProvider, type SmsProvider } from './modules/auth';
import { bannerRoutes } from './modules/banners';
import { cartRoutes } from './modules/cart';
import { categoryRoutes, productRoutes, searchRoutes } from './modules/catalogue';
import { configRoutes } from './modules/config';
import { healthRoutes } from './modules/health';
import { housekeeping } from './modules/housekeeping';
import { invoiceAttachment, invoiceRoutes } from './modules/invoices';
import { mediaRoutes } from './modules/media';
import { registerNotifications } from './modules/notifications';
import { ordersModule } from './modules/orders';
import { reviewRoutes } from './modules/reviews';
import { returnRoutes } from './modules/returns';
import { seoRoutes } from './modules/seo';
import { storeProfileRoutes } from './modules/store-profile';
import { deliveryRoutes } from './modules/delivery';
import { addressRoutes, userRoutes } from './modules/users';
import { wishlistRoutes } from './modules/wishlist';
import { registerAuth } from './plugins/auth';
import type { App } from './types';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Override the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Where sign-in codes go; defaults to the provider SMS_PROVIDER names (tests inject one). */
  smsProvider?: SmsProvider;
}

/** Builds the whole app - plugins, then modules - without listening (after fastify/demo). */
export async function buildApp({
  config,
  database,
  logger,
  smsProvider,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_SEGMENT },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // registerShutdownAnswer answers in the envelope, with Retry-After.
    return503OnClosing: false,
    // Unknown keys are rejected by the zod schemas themselves (z.strictObject).
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler());
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Only JSON bodies (and the payment webhook's own parser): a text/plain body is refused with
  // 415 and a message, rather than read as a string the schemas then call 'expected object'.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  registerAddressLimits(app);
  registerShutdownAnswer(app);
  registerNotFound(app);
  registerTextGuard(app);
  registerAuth(app);

  registerSecurityHeaders(app, { razorpay: config.PAYMENT_PROVIDER === 'razorpay' });
  registerEtags(app);
  await app.register(compress, { threshold: 1024 });
  // Every request is charged to its kind's budget; REDIS_URL shares counters across replicas.
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, app.log, 'counters') : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await registerRateLimits(app, redis);
  registerChangeBroadcast(app, redis);
  await registerOpenApi(app);

  // One SMS provider for sign-in codes and order messages (the dev outbox shows both).
  const sms = smsProvider ?? createSmsProvider(config, app.log);
  // The delivered e-mail carries the tax invoice (issue 14).
  await registerNotifications(app, {
    sms,
    attachmentsFor: (row) =>
      row.event === 'order.delivered' && row.orderId
        ? invoiceAttachment(app.db, row.orderId)
        : Promise.resolve([]),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(categoryRoutes);
      await api.register(productRoutes);
      await api.register(searchRoutes);
      await api.register(bannerRoutes);
      await api.register(storeProfileRoutes);
      await api.register(deliveryRoutes);
      await api.register(authModule, { smsProvider: sms });
      await api.register(userRoutes);
      await api.register(addressRoutes);
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(reviewRoutes);
      await api.register(ordersModule);
      await api.register(returnRoutes);
      await api.register(invoiceRoutes);
      await api.register(adminModule);
      await api.register(housekeeping);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  await registerWebApp(app);

  return app;
}
