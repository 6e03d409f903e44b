import type { SessionInfo } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { formatDateTimeIN } from '@/lib/format';

/** One signed-in device in the Security tab. */
export function SessionRow({
  session,
  signingOut,
  onSignOut,
}: {
  session: SessionInfo;
  signingOut: boolean;
  onSignOut: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {session.device || 'Unknown device'}
          {session.current ? (
            <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800">
              This device
            </span>
          ) : null}
        </p>
        <dl className="mt-1 grid gap-x-4 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">IP address</dt>
          <dd className="mb-1 sm:mb-0">{session.ip ?? 'Not known'}</dd>
          <dt className="font-medium">Signed in</dt>
          <dd className="mb-1 sm:mb-0">{formatDateTimeIN(session.createdAt)}</dd>
          <dt className="font-medium">Last active</dt>
          <dd>{formatDateTimeIN(session.lastSeenAt)}</dd>
        </dl>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          className="shrink-0 self-start sm:self-center"
          onClick={onSignOut}
          disabled={signingOut}
          aria-label={`Sign out ${session.device || 'this session'}`}
        >
          {signingOut ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}
