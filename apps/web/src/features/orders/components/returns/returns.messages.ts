import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '@shop/contracts';
import { defineMessages } from '@/lib/i18n';

/** An ICU select over a contracts label map; a value it lacks reads as itself. */
const selectOf = (labels: Record<string, string>, name: string) => {
  const options = Object.entries(labels).map(([value, label]) => `${value} {${label}}`);
  if (!('other' in labels)) options.push(`other {{${name}}}`);
  return `{${name}, select, ${options.join(' ')}}`;
};

/**
 * Returns and exchanges on the order page (issue 15): the days left, each request's steps, and
 * the request dialog. Reasons and statuses are stored as codes; their labels come from contracts
 * in English and from the Hindi file on Hindi pages.
 */
const en = {
  returnStatus: selectOf(RETURN_STATUS_LABELS, 'status'),
  returnReason: selectOf(RETURN_REASON_LABELS, 'reason'),
  returnsHeading: 'Returns and exchanges',
  loadingReturns: 'Loading returns…',
  returnsLoadFailed: 'Returns could not be loaded. Please try again.',
  windowClosed: 'The return window for this order has closed.',
  daysLeft:
    '{days, plural, =0 {Last day to return or exchange} one {{days} day left to return or exchange} other {{days} days left to return or exchange}}',
  itemSize: '{name} · Size {size}',
  notReturnable: 'Not returnable',
  returnOrExchange: 'Return or exchange',
  returnRequested: 'Return requested',
  exchangeRequested: 'Exchange requested',
  kindExchange: 'Exchange',
  kindReturn: 'Return',
  line: '{name} (size {size}) × {quantity}',
  lineExchange: '{name} (size {size}) × {quantity} → size {exchangeSize}',
  reasonIs: 'Reason: {reason}',
  refundLabel: 'Refund:',
  refundTo: 'to {destination}',
  refundToOriginal: 'to your original payment method',
  refundReference: '(reference {reference})',
  exchangeShipped: 'Exchange shipped with {carrier}, tracking number',
  cancelRequest: 'Cancel request',
  confirmCancelReturn: 'Cancel this request? The pickup will not come.',
  requestCancelled: 'Request cancelled',
  cancelRequestFailed: 'The request could not be cancelled',
  requestTimeline: 'Request timeline',
  preparingCreditNote: 'Preparing credit note...',
  downloadCreditNote: 'Download credit note {number}',
  creditNoteFailed: 'The credit note could not be downloaded.',

  // The request dialog
  requestFailed: 'Your request could not be sent. Please try again.',
  requestSent: 'Request sent. We will confirm the pickup soon.',
  chooseSizeError: 'Choose the size you want instead',
  photoFailed: 'The photo was not uploaded',
  itemsLegend: 'Items to return or exchange',
  tickItems: 'Tick every item of this order you want to send back in this request.',
  errorMixedKinds: 'Ask for returns and exchanges in separate requests',
  whatWouldYouLike: 'What would you like?',
  returnForRefund: 'Return for a refund',
  exchangeForSize: 'Exchange for another size',
  noOtherSize: 'No other size of this colour is in stock.',
  newSize: 'New size',
  chooseSize: 'Choose a size',
  quantity: 'Quantity',
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  comments: 'Comments',
  optional: '(optional)',
  pickupFrom: 'Pickup from',
  pickupAddress: 'Pickup address',
  orderAddress: 'The delivery address of this order',
  payoutLegend: 'You paid in cash: where should we send the refund?',
  upi: 'UPI',
  bankAccount: 'Bank account',
  upiId: 'UPI id',
  holderName: "Account holder's name",
  accountNumber: 'Account number',
  accountNumberAgain: 'Account number again',
  ifsc: 'IFSC',
  close: 'Close',
  sending: 'Sending…',
  sendRequest: 'Send request',
  // The contracts schema's messages for the dialog's fields (checked in the browser first).
  errorChooseItems: 'Choose at least one item',
  errorChooseReason: 'Choose a reason',
  errorUpiId: 'Enter a valid UPI id, like name@okaxis',
  errorHolderName: "Enter the account holder's name",
  errorHolderNameLong: 'The name can be at most 100 characters',
  errorAccountNumber: 'Enter an account number of 9 to 18 digits',
  errorAccountsDiffer: 'The account numbers do not match',
  errorIfsc: 'Enter a valid IFSC, like SBIN0001234',
  errorCommentsLong: 'Comments can be at most {max} characters',
  errorPhotos: 'Add at most {max} photos',
} as const;

export type ReturnsMessages = typeof en;
export const returnsMessages = defineMessages(en, () => import('./returns.messages.hi'));
