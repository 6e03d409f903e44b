import { ORDER_ERROR_CODES, shareOut } from '@shop/contracts';
import type { Db, Executor } from '../../db/types';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { getStoreProfile } from '../store-profile';
import { creditedItems, type ReturnCredit, returnCreditedLines } from './credited-lines';
import { renderInvoicePdf } from './invoice-pdf';
import { documentNumber, financialYear } from './invoice-numbering';
import {
  findCancellationRefund,
  findInvoice,
  findOrderForInvoice,
  findReturnCreditNote,
  type InvoiceRow,
  insertInvoice,
  type OrderForInvoice,
  takeSerial,
} from './invoice-repository';

async function issue(
  tx: Executor,
  orderId: string,
  kind: InvoiceRow['kind'],
  now: Date,
  returnId: string | null = null,
) {
  const existing = returnId
    ? await findReturnCreditNote(tx, returnId)
    : await findInvoice(tx, orderId, kind);
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
    returnId,
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

/**
 * Issue 15: a refund of returned units of an invoiced order gets a credit note of its own
 * (numbered in the credit note series, against the invoice); none before the order is invoiced.
 */
export async function issueReturnCreditNote(
  tx: Executor,
  orderId: string,
  returnId: string,
  now: Date,
): Promise<InvoiceRow | undefined> {
  if (!(await findInvoice(tx, orderId, 'invoice'))) return undefined;
  return issue(tx, orderId, 'credit_note', now, returnId);
}

/**
 * The PDF of a return's credit note: only what the return credits (credited-lines.ts), each
 * line's value split back into taxable value and GST. `credits` are the order's refunded
 * returns in the order their credit notes were issued. 409 before the return is refunded on an
 * invoiced order.
 */
export async function returnCreditNotePdf(
  db: Db,
  orderId: string,
  returnId: string,
  credits: ReturnCredit[],
): Promise<InvoicePdf> {
  const data = await findOrderForInvoice(db, orderId);
  const note = await findReturnCreditNote(db, returnId);
  const invoice = await findInvoice(db, orderId, 'invoice');
  if (!data || !note || !invoice || note.orderId !== orderId) {
    throw conflict(
      'This return has no credit note: it is issued when an invoiced order is refunded.',
      'NO_CREDIT_NOTE',
    );
  }
  const items = creditedItems(data, returnCreditedLines(data, credits, returnId));
  const store = await getStoreProfile(db);
  const content = await renderInvoicePdf({ order: data.order, items }, note, store, invoice);
  return { filename: `${note.number.replaceAll('/', '-')}.pdf`, content };
}

const lineValuePaise = (item: OrderForInvoice['items'][number]) =>
  (item.taxablePaise ?? 0) + (item.cgstPaise ?? 0) + (item.sgstPaise ?? 0) + (item.igstPaise ?? 0);

/**
 * A cancelled order's credit note reduces the invoice by what the cancellation gave back
 * (india.md: a credit note records a reduction after invoicing). An order cancelled after it
 * shipped is refunded 90% (decision 008): the 10% kept stays invoiced, so the note credits the
 * refund, shared over the lines by their value. Nothing paid (cash on delivery): all of it.
 */
async function cancellationCredit(db: Db, data: OrderForInvoice): Promise<OrderForInvoice> {
  const refund = await findCancellationRefund(db, data.order.id);
  const values = data.items.map(lineValuePaise);
  const invoiced = values.reduce((sum, value) => sum + value, 0);
  if (!refund || refund.status === 'not_required' || refund.amountPaise >= invoiced) return data;
  const credited = shareOut(refund.amountPaise, values);
  return {
    ...data,
    items: creditedItems(
      data,
      data.items.map((item, i) => ({
        orderItemId: item.id,
        quantity: item.quantity,
        valuePaise: credited[i]!,
      })),
    ),
  };
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
    kind === 'credit_note' ? await cancellationCredit(db, data) : data,
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
