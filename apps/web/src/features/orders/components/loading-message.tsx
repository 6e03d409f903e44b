import { cn } from '@/lib/cn';

/** A spinning ring over the spec's loading text ('Loading your orders...'), read out once. */
export function LoadingMessage({ text, className }: { text: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 py-16 text-slate-600',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-[3px] border-brand-600/20 border-t-brand-600"
      />
      <p>{text}</p>
    </div>
  );
}
