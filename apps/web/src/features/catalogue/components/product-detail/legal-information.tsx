import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { productDetailMessages } from './product-detail.messages';
import { formatPrice, isImported, type ProductDisclosures } from '@shop/contracts';

/** One row of the list; a field no level gave is left out rather than shown blank. */
function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-100 py-2 first:border-t-0 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-800 sm:mt-0">{children}</dd>
    </div>
  );
}

/**
 * Issue 16: what the Consumer Protection (E-Commerce) Rules 2020 and the Legal Metrology
 * (Packaged Commodities) Rules require on a product page, from the product answer itself (so the
 * server-rendered page has it with no other request). Decision 026.
 */
export function LegalInformation({ disclosures }: { disclosures: ProductDisclosures }) {
  const { store } = disclosures;
  const imported = isImported(disclosures.countryOfOrigin);
  const officer = store.grievanceOfficer;
  const t = useT(productDetailMessages);
  return (
    <section
      aria-labelledby="legal-information"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="legal-information" className="text-lg font-semibold text-slate-900">
        {t('legalInformation')}
      </h2>
      <dl className="mt-3 text-sm">
        {disclosures.countryOfOrigin ? (
          <Row term={t('countryOfOrigin')}>{disclosures.countryOfOrigin}</Row>
        ) : null}
        {disclosures.manufacturer ? (
          <Row term={t('manufacturedBy')}>{disclosures.manufacturer}</Row>
        ) : null}
        {disclosures.packer ? <Row term={t('packedBy')}>{disclosures.packer}</Row> : null}
        {imported && disclosures.importer ? (
          <Row term={t('importedBy')}>{disclosures.importer}</Row>
        ) : null}
        {disclosures.netQuantity ? (
          <Row term={t('netQuantity')}>{disclosures.netQuantity}</Row>
        ) : null}
        <Row term={t('mrp')}>{t('mrpInclusive', { price: formatPrice(disclosures.mrp) })}</Row>
        <Row term={t('soldBy')}>{disclosures.soldBy}</Row>
        <Row term={t('customerCare')}>
          {disclosures.customerCare ? (
            <span>{disclosures.customerCare}</span>
          ) : (
            <span className="flex flex-col gap-0.5">
              {/* Each link at least 24 px tall: a target a thumb can hit (WCAG 2.5.8).
                  The support line is free text as the owner wrote it ("+91 1800-123-4567",
                  a toll-free "1800 ..."), unlike the officer's ten-digit mobile. */}
              <a
                href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
                className="min-h-6 text-brand-800 hover:underline"
              >
                <span className="sr-only">{t('phone')}</span>
                {store.phone}
              </a>
              <a
                href={`mailto:${store.email}`}
                className="min-h-6 break-all text-brand-800 hover:underline"
              >
                <span className="sr-only">{t('email')}</span>
                {store.email}
              </a>
              <span>{store.address}</span>
            </span>
          )}
        </Row>
        <Row term={t('grievanceOfficer')}>
          <span className="flex flex-col gap-0.5">
            <span>
              {officer.name}, {officer.designation}
            </span>
            <a href={`tel:+91${officer.phone}`} className="min-h-6 text-brand-800 hover:underline">
              <span className="sr-only">{t('phone')}</span>+91 {officer.phone}
            </a>
            <a
              href={`mailto:${officer.email}`}
              className="min-h-6 break-all text-brand-800 hover:underline"
            >
              <span className="sr-only">{t('email')}</span>
              {officer.email}
            </a>
          </span>
        </Row>
      </dl>
    </section>
  );
}
