import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { uiMessages } from './ui.messages';

/** A spinning ring; `label` is what screen readers hear. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useT(uiMessages);
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <svg className="size-8 animate-spin text-brand-600" viewBox="0 0 24 24" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r="10"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="3"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** A spinner centred in the page area, for route-level waits. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
