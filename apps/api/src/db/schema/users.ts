import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Language } from '@shop/contracts';
import { createdAt, idColumn, updatedAt } from './columns';

export const userRole = pgEnum('user_role', ['customer', 'admin']);

export type NotificationPreferences = {
  orderUpdates: boolean;
  promotions: boolean;
  newsletter: boolean;
  sms: boolean;
};

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    phone: text().notNull().unique(),
    name: text(),
    email: text(),
    role: userRole().notNull().default('customer'),
    notificationPreferences: jsonb()
      .$type<NotificationPreferences>()
      .notNull()
      .default({ orderUpdates: true, promotions: false, newsletter: false, sms: true }),
    /** The shopper's language (issue 19): their e-mails and order SMS are written in it. */
    language: text().$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_language_known', sql`${t.language} IN ('en', 'hi')`)],
);

/** Opaque bearer tokens; only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index().on(t.userId)],
);

/** One-time codes: stored only as an HMAC; a newer challenge for a phone supersedes older ones. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: idColumn(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    ip: text(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp({ withTimezone: true, mode: 'date' }),
    supersededAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index().on(t.phone, t.createdAt), index().on(t.ip, t.createdAt)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    phone: text().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    city: text().notNull(),
    state: text().notNull(),
    pincode: text().notNull(),
    landmark: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId),
    // At most one default address per user.
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
