/**
 * GST tax invoices and credit notes (issue 14, decision 015): numbered per financial year
 * when an order ships (or is cancelled after), rendered as PDF on request.
 */
export { invoiceRoutes, invoiceAdminRoutes, sendPdf } from './invoice-routes';
export {
  type InvoicePdf,
  issueTaxInvoice,
  issueCreditNoteIfInvoiced,
  issueReturnCreditNote,
  invoiceAttachment,
  returnCreditNotePdf,
} from './invoice-service';
