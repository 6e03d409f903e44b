import type { NotificationPreferences } from '@shop/contracts';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Spinner } from '@/components/ui/spinner';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { useT } from '@/lib/i18n';
import { accountMessages } from '../account.messages';

/** Each switch: its label's key in the book, and its description's key. */
const SETTINGS: ReadonlyArray<{
  key: keyof NotificationPreferences;
  label: 'orderUpdates' | 'promotions' | 'newsletter' | 'sms';
  description: 'orderUpdatesText' | 'promotionsText' | 'newsletterText' | 'smsText';
}> = [
  { key: 'orderUpdates', label: 'orderUpdates', description: 'orderUpdatesText' },
  { key: 'promotions', label: 'promotions', description: 'promotionsText' },
  { key: 'newsletter', label: 'newsletter', description: 'newsletterText' },
  { key: 'sms', label: 'sms', description: 'smsText' },
];

/** The Notifications tab: each switch saves at once and flips back if saving fails. */
export function NotificationSettings() {
  const t = useT(accountMessages);
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  if (preferences.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label={t('loadingNotifications')} />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <NoticeBanner tone="error">
        {t('loadNotificationsFailed')}{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => preferences.refetch()}
        >
          {t('tryAgain')}
        </button>
      </NoticeBanner>
    );
  }

  const current = preferences.data;
  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
        {t('tabNotifications')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('notificationsText')}</p>
      {update.isError ? (
        <NoticeBanner tone="error" className="mt-4">
          {t('updatePreferencesFailed')}
        </NoticeBanner>
      ) : null}
      <div className="mt-2 divide-y divide-slate-100">
        {SETTINGS.map((setting) => (
          <ToggleSwitch
            key={setting.key}
            label={t(setting.label)}
            description={t(setting.description)}
            checked={current[setting.key]}
            // One save at a time, so a slow answer cannot undo a later switch.
            disabled={update.isPending}
            onChange={(checked) => update.mutate({ ...current, [setting.key]: checked })}
          />
        ))}
      </div>
    </section>
  );
}
