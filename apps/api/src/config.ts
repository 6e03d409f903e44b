import { z } from 'zod';

/** 'true'/'1' or 'false'/'0'; unset or empty takes the default. */
const envFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? defaultValue : v === 'true' || v === '1'));

/** Every setting of the API, read from the environment once (documented in README.md). */
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
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Seconds to let in-flight requests finish on SIGTERM/SIGINT. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(120).default(10),
  TRUST_PROXY: envFlag(false),
  REDIS_URL: z.string().optional(),
  /** spec §9: 4-digit codes; 6 is allowed. The client reads it from GET /api/config. */
  OTP_LENGTH: z.coerce
    .number()
    .pipe(z.union([z.literal(4), z.literal(6)]))
    .default(4),
  /** Lets the fixed test number sign in in production too (never by default). */
  ALLOW_TEST_LOGIN: envFlag(false),
});

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
