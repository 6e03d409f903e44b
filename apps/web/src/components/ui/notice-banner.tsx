import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type NoticeTone = 'info' | 'success' | 'error';

const TONES: Record<NoticeTone, string> = {
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-800',
};

/**
 * A message above a form or list. Errors use role=alert (read out at once); information and
 * confirmations use role=status (read out politely, without interrupting).
 */
export function NoticeBanner({
  tone,
  children,
  className,
}: {
  tone: NoticeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', TONES[tone], className)}
    >
      {children}
    </div>
  );
}
