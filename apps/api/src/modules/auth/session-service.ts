import { createHash, randomBytes } from 'node:crypto';
import type { SessionInfo } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { DAY_MS } from '../../lib/time';
import { deviceName } from './device-name';
import {
  findLiveSession,
  insertSession,
  listLiveSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './session-repository';

/** lastSeenAt is written at most this often per session, not on every request. */
const LAST_SEEN_INTERVAL_MS = 60_000;
/** 32 random bytes in base64url, as openSession makes them. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const USER_AGENT_MAX = 512;

/** Only a SHA-256 of a token is stored: a database leak does not hand out sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** Starts a session and answers its bearer token (256 random bits; design.md asks >= 128). */
export async function openSession(
  db: Executor,
  userId: string,
  client: ClientInfo,
  ttlDays: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await insertSession(db, {
    id: newId(now.getTime()),
    userId,
    tokenHash: hashToken(token),
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    ip: client.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
  });
  return token;
}

/** The user and session of a bearer token, or undefined when it is unknown, revoked or expired. */
export async function authenticateToken(db: Executor, token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const now = new Date();
  const found = await findLiveSession(db, hashToken(token), now);
  if (!found) return undefined;
  if (now.getTime() - found.session.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) {
    await touchSession(db, found.session.id, now, LAST_SEEN_INTERVAL_MS);
  }
  return { user: found.user, sessionId: found.session.id };
}

export async function listSessions(
  db: Executor,
  userId: string,
  currentSessionId: string,
): Promise<SessionInfo[]> {
  const rows = await listLiveSessions(db, userId, new Date());
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the caller's sessions; another user's (or an ended) session is 404, as if missing. */
export async function endSession(db: Executor, userId: string, sessionId: string): Promise<void> {
  if (!(await revokeSession(db, userId, sessionId, new Date()))) {
    throw notFound('Session not found', 'SESSION_NOT_FOUND');
  }
}

export function endAllSessions(db: Executor, userId: string): Promise<number> {
  return revokeUserSessions(db, userId, new Date());
}
