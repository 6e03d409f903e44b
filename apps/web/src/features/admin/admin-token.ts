/**
 * spec §6: banner administration is "sent with a separate locally stored token". The back office
 * keeps its session under its own key, so signing in or out of the console never touches the
 * shopper's `authToken` in the same browser (and the other way round).
 */
export const ADMIN_TOKEN_KEY = 'adminToken';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  // Another tab signing the console in or out.
  window.addEventListener('storage', (event) => {
    if (event.key === ADMIN_TOKEN_KEY || event.key === null) notify();
  });
}

export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeAdminToken(token: string): void {
  try {
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Storage unavailable: the console works for this page view only.
  }
  notify();
}

export function clearAdminToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
  notify();
}

export function subscribeToAdminToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
