import { PHONE_PREFIX } from '@shop/contracts';
import { PageTitle } from '@/components/ui/page-title';
import { useAuth } from '@/features/auth';

/** spec §2 Account (signed-in only). Editing, addresses and the other tabs come later. */
export function ProfilePage() {
  const { user } = useAuth();
  const details = [
    { label: 'Name', value: user?.name },
    { label: 'Mobile number', value: user?.phone ? `${PHONE_PREFIX}${user.phone}` : null },
    { label: 'Email', value: user?.email },
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title="My Profile" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Profile</h1>
      <section
        aria-labelledby="profile-info"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="profile-info" className="text-lg font-semibold text-slate-900">
          Profile Info
        </h2>
        <dl className="mt-4 divide-y divide-slate-100">
          {details.map((detail) => (
            <div key={detail.label} className="grid gap-1 py-3 sm:grid-cols-3">
              <dt className="text-sm font-medium text-slate-500">{detail.label}</dt>
              <dd className="text-slate-900 sm:col-span-2">{detail.value || 'Not added'}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
