import type { ComponentProps } from 'react';

/** A red button for the step that cannot be undone (cancelling an order). */
export function DangerButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return (
    <button
      type={type}
      className={`inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 active:bg-red-900 disabled:cursor-not-allowed disabled:opacity-60 ${className ?? ''}`}
      {...props}
    />
  );
}
