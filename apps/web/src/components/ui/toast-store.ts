/**
 * Short notes that confirm an action or explain why it failed ('Added to cart'), shown by
 * <ToastRegion>. A module store so any handler can raise one without threading props; alerts
 * and confirm boxes interrupt shopping, these do not.
 */
export type ToastTone = 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/** Long enough to read a sentence twice. */
export const TOAST_DURATION_MS = 4_000;
const MAX_TOASTS = 3;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): Toast[] {
  return toasts;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function showToast(message: string, tone: ToastTone = 'success'): number {
  const id = nextId++;
  publish([...toasts, { id, message, tone }].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

/** Removes every toast (tests start from none; a page could clear on leave). */
export function clearToasts(): void {
  if (toasts.length > 0) publish([]);
}
