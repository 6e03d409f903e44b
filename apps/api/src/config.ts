import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** 'true'/'1' or 'false'/'0'; unset or empty takes the default. */
const envFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? defaultValue : v === 'true' || v === '1'));

/** Every setting of the API, read from the environment once (documented in README.md). */
/** A JSON object of DLT template ids by message kind. */
const dltTemplates = (name: string) =>
  z
    .string()
    .default('{}')
    .transform((value, ctx) => {
      try {
        return z.record(z.string(), z.string()).parse(JSON.parse(value));
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be a JSON object of strings` });
        return z.NEVER;
      }
    });

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: embedded PGlite in DATA_DIR. postgres://...: a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  /** Seed the catalogue on the first start of an empty database. */
  AUTO_SEED: envFlag(true),
  /** Where the built web app lives; empty to serve the API only. */
  WEB_DIST_DIR: z.string().optional(),
  /** Products per sitemap file (decision 025); the protocol allows up to 50,000. */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(10_000),
  /** Where the web app's server-rendering bundle lives (decision 024). */
  WEB_SSR_DIR: z.string().optional(),
  /**
   * Threads that render pages beside the one serving HTTP (decision 034); 0 renders on that one.
   * One per core beyond the first, four at most (each holds its own React and its garbage).
   */
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .default(Math.min(4, availableParallelism() - 1)),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Largest image the back office may upload (POST /api/admin/uploads answers 413 above it). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1_048_576),
  /** Seconds to let in-flight requests finish on SIGTERM/SIGINT. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(120).default(10),
  /**
   * Whose X-Forwarded-For to believe for the client address (rate limits): `false`, `true`
   * (anyone's - only when the proxy overwrites the header), or the proxies' addresses/CIDRs,
   * comma-separated (`loopback`, `10.0.0.0/8`, ...), which a client cannot spoof.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | string[] => {
      const text = (value ?? '').trim();
      if (['', 'false', '0'].includes(text)) return false;
      if (['true', '1'].includes(text)) return true;
      return text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  /** redis://...: rate-limit counters and cache invalidation shared by every replica (decision 013). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Requests per minute per client address, by kind (decision 013): generous for a shopper,
   * a wall for a script. Off only for tests that hammer on purpose.
   */
  RATE_LIMIT_ENABLED: envFlag(true),
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_ORDERS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_ADMIN_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_ASSETS_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  /** spec §9: 4-digit codes; 6 is allowed. The client reads it from GET /api/config. */
  OTP_LENGTH: z.coerce
    .number()
    .pipe(z.union([z.literal(4), z.literal(6)]))
    .default(4),
  /** Lets the fixed test number sign in in production too (never by default). */
  ALLOW_TEST_LOGIN: envFlag(false),
  /**
   * Key of the HMAC that one-time codes are stored under. Required in production (replicas
   * must share it); elsewhere a random key kept in DATA_DIR is used (decision 006).
   */
  OTP_SECRET: z
    .string()
    .min(32, 'OTP_SECRET must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Per-address limits on sign-in calls, per hour (@fastify/rate-limit, route config). */
  OTP_SEND_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  OTP_VERIFY_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Comma-separated 10-digit numbers that are admins on sign-up and sign-in. */
  ADMIN_PHONES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((phone) => phone.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\d{10}$/, 'ADMIN_PHONES must list 10-digit numbers'))),
  /** Unset means console; production must name it (decision 006). */
  SMS_PROVIDER: z
    .enum(['console', 'http'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMS_HTTP_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** `Bearer ...`/`Basic ...` (sent as Authorization) or `Header-Name: value`. */
  SMS_HTTP_AUTH_HEADER: z.string().optional(),
  /** JSON body with {phone}, {code}, {text} and {sender} placeholders. */
  SMS_HTTP_TEMPLATE: z.string().optional(),
  SMS_SENDER_ID: z.string().default(''),
  /** Payment gateway (decision 008): simulated (default; documented test inputs) or razorpay. */
  PAYMENT_PROVIDER: z
    .enum(['simulated', 'razorpay'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Production takes no real money with the simulated gateway unless this says so on purpose. */
  ALLOW_SIMULATED_PAYMENTS: envFlag(false),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Minutes stock stays reserved for an unpaid online order before it is released. */
  PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Seconds between sweeps that release unpaid orders past their window (0: never). */
  UNPAID_ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Order e-mails (issue 14, decision 016): console (kept in memory, dev outbox) or smtp. */
  EMAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  /** smtp://user:pass@host:587 or smtps://...:465; required when EMAIL_PROVIDER=smtp. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EMAIL_FROM: z.string().default('BharatBazaar <orders@bharatbazaar.in>'),
  /** The shop's address as shoppers reach it, for the links in e-mails and SMS. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /**
   * DLT template ids of the SMS, as JSON {"order.placed": "1107...", "sign-in": "1107...", ...}
   * (india.md, SMS): the English texts, and (issue 19) the Hindi texts, each registered apart.
   */
  SMS_DLT_TEMPLATES: dltTemplates('SMS_DLT_TEMPLATES'),
  SMS_DLT_TEMPLATES_HI: dltTemplates('SMS_DLT_TEMPLATES_HI'),
  /** Seconds between runs of the notification outbox's delivery (0: never, tests run it). */
  NOTIFICATION_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Minutes between sweeps that delete old sign-in codes, dead sessions and old Idempotency-Keys (0: never). */
  HOUSEKEEPING_INTERVAL_MINUTES: z.coerce.number().min(0).max(1440).default(60),
});

/** Rules that tie several settings together; a broken combination stops the server at start. */
const CheckedConfigSchema = ConfigSchema.superRefine((config, ctx) => {
  const production = config.NODE_ENV === 'production';
  if (production && !config.OTP_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['OTP_SECRET'],
      message:
        'is required in production (at least 32 random characters, the same on every replica)',
    });
  }
  if (production && !config.SMS_PROVIDER) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_PROVIDER'],
      message:
        'is required in production: http for an SMS gateway, or console to run without SMS on purpose',
    });
  }
  if (config.EMAIL_PROVIDER === 'smtp' && !config.SMTP_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message: 'is required when EMAIL_PROVIDER=smtp',
    });
  }
  if (config.SMS_PROVIDER === 'http') {
    for (const key of ['SMS_HTTP_URL', 'SMS_HTTP_TEMPLATE'] as const) {
      if (!config[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when SMS_PROVIDER=http',
        });
      }
    }
  }
  if (production && config.PAYMENT_PROVIDER !== 'razorpay' && !config.ALLOW_SIMULATED_PAYMENTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message: config.PAYMENT_PROVIDER
        ? 'simulated takes no real money: in production it needs ALLOW_SIMULATED_PAYMENTS=true'
        : 'is required in production: razorpay, or simulated with ALLOW_SIMULATED_PAYMENTS=true',
    });
  }
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    const needed = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'] as const;
    for (const key of production ? [...needed, 'RAZORPAY_WEBHOOK_SECRET' as const] : needed) {
      if (!config[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when PAYMENT_PROVIDER=razorpay',
        });
      }
    }
  }
}).transform((config) => ({
  ...config,
  SMS_PROVIDER: config.SMS_PROVIDER ?? 'console',
  PAYMENT_PROVIDER: config.PAYMENT_PROVIDER ?? 'simulated',
}));

export type Config = z.infer<typeof CheckedConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = CheckedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i;

/**
 * A warning when a server that is not in production mode (test login on, codes in the log,
 * simulated payments) listens beyond this machine; undefined when it is safe.
 */
export function exposureWarning(config: Config): string | undefined {
  if (config.NODE_ENV === 'production' || LOOPBACK.test(config.HOST)) return undefined;
  return (
    `NODE_ENV=${config.NODE_ENV} server listening on ${config.HOST}: the test login, sign-in ` +
    'codes in the log and simulated payments are reachable from the network. Set ' +
    'NODE_ENV=production for a public shop, or HOST=127.0.0.1 to keep it on this machine.'
  );
}
