import type { NotificationPreferences } from '@shop/contracts';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Spinner } from '@/components/ui/spinner';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

export const UPDATE_PREFERENCES_FAILED =
  'Failed to update notification preferences. Please try again.';

const SETTINGS: ReadonlyArray<{
  key: keyof NotificationPreferences;
  label: string;
  description: string;
}> = [
  {
    key: 'orderUpdates',
    label: 'Order updates',
    description: 'Confirmation, shipping and delivery news about your orders.',
  },
  {
    key: 'promotions',
    label: 'Offers and promotions',
    description: 'Sales, coupons and new arrivals picked for you.',
  },
  { key: 'newsletter', label: 'Newsletter', description: 'A weekly e-mail of trends and stories.' },
  { key: 'sms', label: 'SMS alerts', description: 'Text messages to your mobile number.' },
];

/** The Notifications tab: each switch saves at once and flips back if saving fails. */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  if (preferences.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading your notification settings" />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <NoticeBanner tone="error">
        Failed to load notification settings. Please try again.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => preferences.refetch()}
        >
          Try Again
        </button>
      </NoticeBanner>
    );
  }

  const current = preferences.data;
  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
        Notifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">Choose what we tell you about, and how.</p>
      {update.isError ? (
        <NoticeBanner tone="error" className="mt-4">
          {UPDATE_PREFERENCES_FAILED}
        </NoticeBanner>
      ) : null}
      <div className="mt-2 divide-y divide-slate-100">
        {SETTINGS.map((setting) => (
          <ToggleSwitch
            key={setting.key}
            label={setting.label}
            description={setting.description}
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
