import type { Language, StoreProfile } from '@shop/contracts';
import { notificationText } from './notification-messages';

/** Escapes text for HTML: names and addresses are the shopper's own words. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The shop's identity under every e-mail (E-Commerce Rules 2020: who sold it, who hears complaints). */
export function storeFooterLines(store: StoreProfile, language: Language = 'en'): string[] {
  const address = [
    store.addressLine1,
    store.addressLine2,
    `${store.city}, ${store.state} ${store.pincode}`,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    notificationText(language, 'footerSeller', {
      legalName: store.legalName,
      tradeName: store.tradeName,
      address,
      gstin: store.gstin,
    }),
    notificationText(language, 'footerCare', {
      phone: store.supportPhone,
      email: store.supportEmail,
    }),
    notificationText(language, 'footerGrievance', {
      name: store.grievanceOfficerName,
      designation: store.grievanceOfficerDesignation,
      phone: store.grievanceOfficerPhone,
      email: store.grievanceOfficerEmail,
    }),
  ];
}

export interface EmailBody {
  heading: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Label/value rows (items, totals). */
  rows?: Array<[string, string]>;
  action?: { label: string; url: string };
}

/** Plain text: what a mail client without HTML, or a screen reader, gets. */
export function plainText(body: EmailBody, store: StoreProfile, language: Language = 'en'): string {
  return [
    body.heading,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.rows ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(body.rows?.length ? [''] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    '--',
    ...storeFooterLines(store, language),
  ].join('\n');
}

/**
 * One column, 600 px at most, text at 16 px and a full-width button: reads well on a phone.
 * Inline styles only, since mail clients drop style sheets.
 */
export function html(body: EmailBody, store: StoreProfile, language: Language = 'en'): string {
  const rows = (body.rows ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(body.heading)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;padding:16px">
<div style="background:#ffffff;border-radius:12px;padding:20px;font-size:16px;line-height:1.5">
<p style="margin:0 0 12px;font-size:14px;font-weight:700;color:#1e3a8a">${escapeHtml(store.tradeName)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(body.heading)}</h1>
${body.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${rows ? `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px;margin:8px 0 16px">${rows}</table>` : ''}
${body.action ? `<p style="margin:16px 0"><a href="${escapeHtml(body.action.url)}" style="display:block;background:#1e3a8a;color:#ffffff;text-align:center;padding:14px;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(body.action.label)}</a></p>` : ''}
</div>
<div style="padding:12px 4px;font-size:12px;line-height:1.5;color:#64748b">
${storeFooterLines(store, language)
  .map((line) => `<p style="margin:0 0 6px">${escapeHtml(line)}</p>`)
  .join('\n')}
</div>
</div>
</body></html>`;
}
