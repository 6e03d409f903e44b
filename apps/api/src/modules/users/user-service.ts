import type {
  Language,
  NotificationPreferences,
  UpdateProfileBody,
  User,
  UserRole,
} from '@shop/contracts';
import type { Executor } from '../../db/types';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import {
  findUserById,
  findUserByPhone,
  insertUser,
  updateNotificationPreferences,
  updateUser,
  type UserChanges,
  type UserRow,
} from './user-repository';

export type { UserRow };
export { findUserByPhone };

/** spec §3 User, as every answer carries it. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    notificationPreferences: row.notificationPreferences,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An empty e-mail field means "no e-mail" (spec §5: e-mail is optional). */
const emailOrNull = (email: string | undefined) => (email ? email : null);

export interface SignUpDetails {
  phone: string;
  name: string;
  email?: string | undefined;
  role: UserRole;
  /** The language of the page they signed up from (issue 19); English when not given. */
  language?: Language | undefined;
}

/**
 * Creates the account of a number that has just proved itself with a code. When a parallel
 * sign-up of the same number won the race, that account is returned instead.
 */
export async function registerUser(
  db: Executor,
  details: SignUpDetails,
): Promise<{ user: UserRow; isNewUser: boolean }> {
  const created = await insertUser(db, {
    id: newId(),
    phone: details.phone,
    name: details.name,
    email: emailOrNull(details.email),
    role: details.role,
    language: details.language,
  });
  if (created) return { user: created, isNewUser: true };
  const existing = await findUserByPhone(db, details.phone);
  if (!existing) throw new Error('user neither inserted nor found');
  return { user: existing, isNewUser: false };
}

/**
 * On sign-in, details sent with the code only fill what the account lacks (decision 006):
 * a name or e-mail already saved is changed on the profile page, never by a login form.
 * A number listed in ADMIN_PHONES is promoted.
 */
export async function completeSignIn(
  db: Executor,
  user: UserRow,
  details: { name?: string | undefined; email?: string | undefined; admin: boolean },
): Promise<UserRow> {
  const changes: UserChanges = {};
  if (!user.name && details.name) changes.name = details.name;
  if (!user.email && details.email) changes.email = details.email;
  if (details.admin && user.role !== 'admin') changes.role = 'admin';
  if (Object.keys(changes).length === 0) return user;
  return (await updateUser(db, user.id, changes)) ?? user;
}

async function requireUser(db: Executor, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
  return user;
}

/** Name, e-mail and language only: phone, role and id are not part of the body schema (strict). */
export async function updateProfile(db: Executor, id: string, body: UpdateProfileBody) {
  const changes: UserChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.email !== undefined) changes.email = emailOrNull(body.email);
  if (body.language !== undefined) changes.language = body.language;
  if (Object.keys(changes).length === 0) return toUser(await requireUser(db, id));
  const row = await updateUser(db, id, changes);
  if (!row) throw notFound('User not found', 'USER_NOT_FOUND');
  return toUser(row);
}

export async function getNotificationPreferences(db: Executor, id: string) {
  return (await requireUser(db, id)).notificationPreferences;
}

export async function saveNotificationPreferences(
  db: Executor,
  id: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const row = await updateNotificationPreferences(db, id, preferences);
  if (!row) throw notFound('User not found', 'USER_NOT_FOUND');
  return row.notificationPreferences;
}
