import type { SessionInfo } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { useDates, useT } from '@/lib/i18n';
import { accountMessages } from '../account.messages';

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
  const t = useT(accountMessages);
  const dates = useDates();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {session.device || t('unknownDevice')}
          {session.current ? (
            <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800">
              {t('thisDevice')}
            </span>
          ) : null}
        </p>
        <dl className="mt-1 grid gap-x-4 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t('ipAddress')}</dt>
          <dd className="mb-1 sm:mb-0">{session.ip ?? t('notKnown')}</dd>
          <dt className="font-medium">{t('signedIn')}</dt>
          <dd className="mb-1 sm:mb-0">{dates.dateTime(session.createdAt)}</dd>
          <dt className="font-medium">{t('lastActive')}</dt>
          <dd>{dates.dateTime(session.lastSeenAt)}</dd>
        </dl>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          className="shrink-0 self-start sm:self-center"
          onClick={onSignOut}
          disabled={signingOut}
          aria-label={t('signOutDevice', { device: session.device || t('thisSession') })}
        >
          {signingOut ? t('signingOut') : t('signOut')}
        </Button>
      )}
    </li>
  );
}
