import PDFDocument from 'pdfkit';
import {
  formatShortDateIN,
  GST_STATE_CODES,
  orderNumber,
  type StoreProfile,
} from '@shop/contracts';
import { rupeesInWords } from './amount-in-words';
import type { InvoiceRow, OrderForInvoice } from './invoice-repository';
import { InvoiceText, registerInvoiceFonts, type TextStyle } from './pdf-text';

const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (paise: number) => `₹${inr.format(paise / 100)}`;

const stateOfCode = (code: string | null) =>
  Object.entries(GST_STATE_CODES).find(([, value]) => value === code)?.[0] ?? null;

const SMALL: TextStyle = { size: 8 };
const BODY: TextStyle = { size: 9 };
const BOLD: TextStyle = { size: 9, bold: true };
const MUTED: TextStyle = { size: 8, color: '#475569' };

/**
 * The unit of quantity, as GST's Unique Quantity Code names it (rule 46: quantity and unit):
 * the shop sells apparel and footwear by the piece.
 */
const UNIT_PIECES = 'PCS';

interface Column {
  label: string;
  width: number;
  align?: 'right';
}

/**
 * The GST tax invoice (or credit note) of one order, as a PDF (CGST Rules, rule 46; india.md):
 * supplier and GSTIN, serial number and date, recipient, place of supply, per line HSN,
 * quantity and unit, taxable value, rate and tax, totals in figures and words, and the signatory.
 */
export function renderInvoicePdf(
  data: OrderForInvoice,
  document: InvoiceRow,
  store: StoreProfile,
  creditNoteFor?: InvoiceRow,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `${document.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note'} ${document.number}`,
      Author: store.legalName,
      // The document's own date, not the download's: the file's ID is a hash of this record, so
      // every download of the same document is the same bytes (design.md).
      CreationDate: document.issuedAt,
    },
  });
  registerInvoiceFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = new InvoiceText(doc);
  const { order, items } = data;
  const left = 40;
  const right = doc.page.width - 40;
  const full = right - left;
  const intra = order.placeOfSupply !== null && order.placeOfSupply === order.supplierStateCode;
  const title = document.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';

  text.line(title, left, 40, { size: 18, bold: true });
  text.line('Original for Recipient', left, 64, MUTED);
  let y = 86;
  text.line(store.legalName, left, y, BOLD);
  y += 13;
  const supplierAddress = [
    store.addressLine1,
    store.addressLine2,
    `${store.city}, ${store.state} ${store.pincode}`,
  ]
    .filter(Boolean)
    .join(', ');
  y += text.block(supplierAddress, left, y, full / 2 - 10, BODY);
  text.line(`GSTIN: ${store.gstin}`, left, y, BOLD);
  y += 13;
  text.line(`State: ${store.state} (code ${store.stateCode})`, left, y, BODY);

  const meta: Array<[string, string]> = [
    [`${title} No.`, document.number],
    ['Date', formatShortDateIN(document.issuedAt)],
    ['Order No.', `#${orderNumber(order.id)}`],
    ...(creditNoteFor
      ? ([['Against Invoice', creditNoteFor.number]] as Array<[string, string]>)
      : []),
  ];
  meta.forEach(([label, value], i) => {
    text.line(label, left + full / 2, 86 + i * 14, MUTED);
    text.line(value, left + full / 2 + 90, 86 + i * 14, BOLD);
  });

  y = Math.max(y + 24, 86 + meta.length * 14 + 14);
  const a = order.shippingAddress;
  text.line('Bill to / Ship to', left, y, MUTED);
  y += 12;
  text.line(a.name, left, y, BOLD);
  y += 13;
  const buyerAddress = [
    a.addressLine1,
    a.addressLine2,
    a.landmark,
    `${a.city}, ${a.state} ${a.pincode}`,
  ]
    .filter(Boolean)
    .join(', ');
  y += text.block(buyerAddress, left, y, full / 2 - 10, BODY);
  text.line(`Phone: ${a.phone}`, left, y, BODY);
  const supplyState = stateOfCode(order.placeOfSupply) ?? a.state;
  text.line('Place of supply', left + full / 2, y - 25, MUTED);
  text.line(
    `${supplyState}${order.placeOfSupply ? ` (code ${order.placeOfSupply})` : ''}`,
    left + full / 2,
    y - 12,
    BOLD,
  );
  y += 24;

  const columns: Column[] = [
    { label: '#', width: 18 },
    { label: 'Description', width: intra ? 126 : 171 },
    { label: 'HSN', width: 40 },
    { label: 'Qty', width: 26, align: 'right' },
    { label: 'Unit', width: 24 },
    { label: 'Taxable value', width: 70, align: 'right' },
    { label: 'Rate', width: 32, align: 'right' },
    ...(intra
      ? [
          { label: 'CGST', width: 50, align: 'right' as const },
          { label: 'SGST', width: 50, align: 'right' as const },
        ]
      : [{ label: 'IGST', width: 55, align: 'right' as const }]),
    { label: 'Total', width: 0, align: 'right' },
  ];
  const used = columns.reduce((sum, c) => sum + c.width, 0);
  columns[columns.length - 1]!.width = full - used;

  const drawRow = (cells: string[], rowY: number, style: TextStyle): number => {
    let x = left;
    let height = style.size * 1.35;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      if (column.label === 'Description') {
        height = Math.max(height, text.block(cell, x, rowY, column.width - 6, style));
      } else {
        text.line(cell, x, rowY, style, { width: column.width - 4, align: column.align });
      }
      x += column.width;
    });
    return height;
  };

  doc
    .moveTo(left, y - 4)
    .lineTo(right, y - 4)
    .strokeColor('#94a3b8')
    .stroke();
  y += drawRow(
    columns.map((c) => c.label),
    y,
    { size: 8, bold: true },
  );
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 5;

  const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  items.forEach((item, i) => {
    const taxable = item.taxablePaise ?? 0;
    const cgst = item.cgstPaise ?? 0;
    const sgst = item.sgstPaise ?? 0;
    const igst = item.igstPaise ?? 0;
    totals.taxable += taxable;
    totals.cgst += cgst;
    totals.sgst += sgst;
    totals.igst += igst;
    const cells = [
      String(i + 1),
      `${item.name}${item.brand ? ` (${item.brand})` : ''}, size ${item.size}${item.color ? `, ${item.color}` : ''}`,
      item.hsnCode ?? '',
      String(item.quantity),
      UNIT_PIECES,
      money(taxable),
      `${item.gstRate ?? 0}%`,
      ...(intra ? [money(cgst), money(sgst)] : [money(igst)]),
      money(taxable + cgst + sgst + igst),
    ];
    y += drawRow(cells, y, BODY) + 4;
    if (y > doc.page.height - 200) {
      doc.addPage();
      y = 40;
    }
  });
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;

  const grand = totals.taxable + totals.cgst + totals.sgst + totals.igst;
  const summary: Array<[string, number]> = [
    ['Taxable value', totals.taxable],
    ...(intra
      ? ([
          ['CGST', totals.cgst],
          ['SGST', totals.sgst],
        ] as Array<[string, number]>)
      : ([['IGST', totals.igst]] as Array<[string, number]>)),
    [document.kind === 'invoice' ? 'Invoice total' : 'Credit note total', grand],
  ];
  summary.forEach(([label, paise], i) => {
    const last = i === summary.length - 1;
    text.line(label, right - 240, y, last ? BOLD : BODY);
    text.line(money(paise), right - 120, y, last ? BOLD : BODY, { width: 120, align: 'right' });
    y += 14;
  });
  y += 4;
  y += text.block(`Amount in words: ${rupeesInWords(grand)}`, left, y, full, BOLD) + 6;
  y += text.block(
    document.kind === 'invoice'
      ? 'Prices are inclusive of GST. Each line’s value includes its share of the platform fee and of any coupon discount. Tax is not payable on reverse charge.'
      : // What a credit note credits is what was refunded: the platform fee's share only when
        // the fee itself went back (decision 020), so the invoice's wording would not be true.
        'Prices are inclusive of GST. Each line’s value is the amount refunded for it, after its share of any coupon discount; it includes a share of the platform fee only where the fee was refunded. Tax is not payable on reverse charge.',
    left,
    y,
    full,
    MUTED,
  );
  y += 24;
  text.line(`For ${store.legalName}`, right - 220, y, BOLD);
  text.line('Authorised Signatory (computer-generated document)', right - 220, y + 30, MUTED);
  y += 60;
  text.block(
    `Customer care: ${store.supportPhone}, ${store.supportEmail}. Grievance Officer: ${store.grievanceOfficerName}, ${store.grievanceOfficerDesignation}, +91 ${store.grievanceOfficerPhone}, ${store.grievanceOfficerEmail}.`,
    left,
    y,
    full,
    SMALL,
  );
  doc.end();
  return done;
}
