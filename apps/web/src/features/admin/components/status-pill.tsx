import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';

const TONES = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-brand-100 text-brand-900',
  grey: 'bg-slate-100 text-slate-700',
} as const;
export type PillTone = keyof typeof TONES;

/** A short state word in a coloured pill; the word, not the colour, carries the meaning. */
export function StatusPill({ tone, children }: { tone: PillTone; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

export function ActivePill({ active }: { active: boolean }) {
  const t = useT(adminMessages);
  return (
    <StatusPill tone={active ? 'green' : 'grey'}>{active ? t('active') : t('inactive')}</StatusPill>
  );
}
