import { useT } from '@/lib/i18n';
import { useStoreProfile } from '../api/get-store-profile';
import { storeProfileMessages } from '../store-profile.messages';

/**
 * What the Consumer Protection (E-Commerce) Rules 2020 require on the platform beside the
 * footer's fixed contact lines: the legal name with its GSTIN, and the grievance officer.
 */
export function StoreIdentity() {
  const profile = useStoreProfile();
  const t = useT(storeProfileMessages);
  if (profile.isPending) {
    return (
      <div aria-hidden="true" className="space-y-2">
        <div className="h-3 w-40 animate-pulse rounded bg-white/10" />
        <div className="h-3 w-52 animate-pulse rounded bg-white/10" />
      </div>
    );
  }
  if (profile.isError) {
    return <p className="text-xs text-slate-400">{t('couldNotLoad')}</p>;
  }
  const store = profile.data;
  return (
    <div className="space-y-3 text-xs text-slate-400">
      <p>
        {store.legalName} · {t('gstin')} <span className="text-slate-300">{store.gstin}</span>
      </p>
      <div>
        <h3 className="font-semibold text-slate-300">{t('grievanceOfficer')}</h3>
        <p>
          {store.grievanceOfficerName}, {store.grievanceOfficerDesignation}
        </p>
        <p>
          <a href={`tel:+91${store.grievanceOfficerPhone}`} className="hover:text-saffron-300">
            <span className="sr-only">{t('phone')}</span>+91 {store.grievanceOfficerPhone}
          </a>
        </p>
        <p>
          <a
            href={`mailto:${store.grievanceOfficerEmail}`}
            className="break-all hover:text-saffron-300"
          >
            <span className="sr-only">{t('email')}</span>
            {store.grievanceOfficerEmail}
          </a>
        </p>
      </div>
    </div>
  );
}
