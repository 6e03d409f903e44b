import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { PHONE_PREFIX } from '@shop/contracts';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { LockIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { displayName, loginRedirectState, useAuth } from '@/features/auth';
import { useT } from '@/lib/i18n';
import { accountMessages } from '../account.messages';
import { AddressBook } from '../components/address-book';
import { NotificationSettings } from '../components/notification-settings';
import { ProfileInfoForm } from '../components/profile-info-form';
import { SecurityPanel } from '../components/security-panel';

type ProfileTab = 'profile' | 'addresses' | 'security' | 'notifications';

/** spec §2 Account tabs, in the spec's order. */
const TAB_IDS: readonly ProfileTab[] = ['profile', 'addresses', 'security', 'notifications'];
const TAB_LABELS = {
  profile: 'tabProfile',
  addresses: 'tabAddresses',
  security: 'tabSecurity',
  notifications: 'tabNotifications',
} as const;

function isProfileTab(value: string | null): value is ProfileTab {
  return TAB_IDS.some((id) => id === value);
}

/**
 * spec §2 Account (/profile). The open tab lives in the address (?tab=addresses) so a reload,
 * the back button or a link from checkout lands on the same tab.
 */
export function ProfilePage() {
  const t = useT(accountMessages);
  const tabs: TabItem<ProfileTab>[] = TAB_IDS.map((id) => ({ id, label: t(TAB_LABELS[id]) }));
  const { status, user } = useAuth();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'profile';

  if (status !== 'signedIn') {
    // RequireAuth normally sends a signed-out visitor to /login first; this covers the moment
    // a session ends while the page is open.
    return (
      <>
        <PageTitle title={t('myProfile')} />
        <EmptyState
          icon={<LockIcon className="size-10" />}
          title={t('accessRequired')}
          description={t('accessRequiredText')}
        >
          <Link
            to="/login"
            state={loginRedirectState(`${location.pathname}${location.search}`)}
            className={buttonClasses()}
          >
            {t('login')}
          </Link>
        </EmptyState>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageTitle title={t('myProfile')} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('myProfile')}</h1>
      <p className="mt-1 text-slate-600">
        {displayName(user)}
        {user?.name && user.phone ? ` · ${PHONE_PREFIX}${user.phone}` : null}
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white px-4 pb-6 shadow-sm sm:px-6">
        <Tabs
          label={t('accountSections')}
          tabs={tabs}
          selectedId={tab}
          onSelect={(next) =>
            setSearchParams(next === 'profile' ? {} : { tab: next }, { replace: true })
          }
        >
          {tab === 'profile' ? <ProfileInfoForm /> : null}
          {tab === 'addresses' ? <AddressBook /> : null}
          {tab === 'security' ? <SecurityPanel /> : null}
          {tab === 'notifications' ? <NotificationSettings /> : null}
        </Tabs>
      </div>
    </div>
  );
}
