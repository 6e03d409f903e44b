import { ORDER_ERROR_CODES } from '@shop/contracts';
import type { Db, Executor } from '../../db/types';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { getStoreProfile } from '../store-profile';
import { renderInvoicePdf } from './invoice-pdf';
import { documentNumber, financialYear } from './invoice-numbering';
import {
  findInvoice,
  findOrderForInvoice,
  type InvoiceRow,
  insertInvoice,
  takeSerial,
} from './invoice-repository';

async function issue(tx: Executor, orderId: string, kind: InvoiceRow['kind'], now: Date) {
  const existing = await findInvoice(tx, orderId, kind);
  if (existing) return existing;
  const year = financialYear(now);
  const serial = await takeSerial(tx, kind, year);
  return insertInvoice(tx, {
    id: newId(now.getTime()),
    orderId,
    kind,
    number: documentNumber(kind, year, serial),
    financialYear: year,
    serial,
    issuedAt: now,
  });
}

/**
 * The tax invoice, issued when the order ships, in the shipping transaction (the goods leave
 * then: CGST Act s. 31). Its number is the next of the financial year's series.
 */
export function issueTaxInvoice(tx: Executor, orderId: string, now: Date): Promise<InvoiceRow> {
  return issue(tx, orderId, 'invoice', now);
}

/** A cancelled order that was invoiced gets a credit note of its own series (india.md). */
export async function issueCreditNoteIfInvoiced(tx: Executor, orderId: string, now: Date) {
  if (await findInvoice(tx, orderId, 'invoice')) await issue(tx, orderId, 'credit_note', now);
}

export interface InvoicePdf {
  filename: string;
  content: Buffer;
}

/**
 * The PDF of an order's invoice or credit note: 404 for an order that is not the shopper's
 * (`userId`), 409 before it exists.
 */
export async function invoicePdf(
  db: Db,
  orderId: string,
  kind: InvoiceRow['kind'],
  userId?: string,
): Promise<InvoicePdf> {
  const data = await findOrderForInvoice(db, orderId);
  if (!data || (userId !== undefined && data.order.userId !== userId)) {
    throw notFound('Order not found', ORDER_ERROR_CODES.notFound);
  }
  const invoice = await findInvoice(db, orderId, 'invoice');
  const document = kind === 'invoice' ? invoice : await findInvoice(db, orderId, 'credit_note');
  if (!document || !invoice) {
    throw conflict(
      kind === 'invoice'
        ? 'The tax invoice is available once your order has shipped.'
        : 'This order has no credit note: it was not cancelled after it was invoiced.',
      kind === 'invoice' ? 'INVOICE_NOT_READY' : 'NO_CREDIT_NOTE',
    );
  }
  const store = await getStoreProfile(db);
  const content = await renderInvoicePdf(
    data,
    document,
    store,
    kind === 'credit_note' ? invoice : undefined,
  );
  return { filename: `${document.number.replaceAll('/', '-')}.pdf`, content };
}

/** The delivered e-mail's attachment; none when the order has no invoice (never shipped). */
export async function invoiceAttachment(db: Db, orderId: string) {
  if (!(await findInvoice(db, orderId, 'invoice'))) return [];
  const pdf = await invoicePdf(db, orderId, 'invoice');
  return [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }];
}
