import { api } from '@/lib/api-client';
import type { SessionUser } from '../types';

/** spec §7: GET /auth/me -> data.user. Its 401 never signs the shopper out (spec §4). */
export async function getCurrentUser(): Promise<SessionUser> {
  const data = await api.get<{ user: SessionUser }>('/auth/me');
  return data.user;
}
