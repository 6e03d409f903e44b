import {
  formatPaise,
  formatPrice,
  type Language,
  type MessageValues,
  type OrderNotificationEvent,
  orderNumber,
  PAYMENT_METHOD_LABELS,
  pathInLanguage,
  RETURN_STATUS_LABELS,
  type StoreProfile,
} from '@shop/contracts';
import { localiseMessage } from '@shop/contracts/api-messages-hi';
import { type EmailBody, html, plainText } from './message-layout';
import {
  type NotificationKey,
  notificationText,
  PAYMENT_METHOD_LABELS_HI,
  REFUND_TIMELINES_HI,
  RETURN_STATUS_LABELS_HI,
} from './notification-messages';
import type { OrderForMessage } from './notification-repository';

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** The SMS text (DLT templates take it as one variable). */
  sms: string;
}

type Details = Record<string, string | number | null>;
type Translate = (key: NotificationKey, values?: MessageValues) => string;

function itemRows({ items }: OrderForMessage, t: Translate): Array<[string, string]> {
  return items.map((item) => [
    t('itemRow', { name: item.name, size: item.size, quantity: item.quantity }),
    formatPrice(item.price * item.quantity),
  ]);
}

/**
 * The order's own stored figures between its lines and its total, so they add up (E-Commerce
 * Rules 2020: the total price is shown with the break-up of other charges). The lines add up to
 * the subtotal; total = subtotal - coupon + shipping + platform fee + COD fee (orders module).
 */
function chargeRows({ order }: OrderForMessage, t: Translate): Array<[string, string]> {
  const rows: Array<[string, string]> = [[t('subtotal'), formatPrice(order.subtotal)]];
  if (order.couponDiscount > 0) {
    rows.push([
      order.couponCode ? t('couponWithCode', { code: order.couponCode }) : t('coupon'),
      `−${formatPrice(order.couponDiscount)}`,
    ]);
  }
  rows.push(
    [t('shipping'), order.deliveryFee > 0 ? formatPrice(order.deliveryFee) : t('free')],
    [t('platformFee'), formatPrice(order.platformFee)],
  );
  if (order.codFee > 0) rows.push([t('codFee'), formatPrice(order.codFee)]);
  rows.push([t('total'), formatPrice(order.totalAmount)]);
  return rows;
}

function addressLine({ order }: OrderForMessage): string {
  const a = order.shippingAddress;
  return [a.name, a.addressLine1, a.addressLine2, a.landmark, `${a.city}, ${a.state} ${a.pincode}`]
    .filter(Boolean)
    .join(', ');
}

/** The refund timeline (spec §9 wording, from contracts) in the message's language. */
const timelineIn = (timeline: string, language: Language) =>
  language === 'hi' ? (REFUND_TIMELINES_HI[timeline] ?? timeline) : timeline;

/**
 * A return's headline ('RET-1234: Approved', written by the returns module in English) in the
 * message's language: the status part is one of RETURN_STATUS_LABELS.
 */
function returnHeadlineIn(headline: string, language: Language): string {
  if (language === 'en') return headline;
  const at = headline.lastIndexOf(': ');
  const label = at >= 0 ? headline.slice(at + 2) : headline;
  const status = Object.entries(RETURN_STATUS_LABELS).find(([, english]) => english === label);
  if (!status) return headline;
  const hindi = RETURN_STATUS_LABELS_HI[status[0] as keyof typeof RETURN_STATUS_LABELS_HI];
  return at >= 0 ? `${headline.slice(0, at)}: ${hindi}` : hindi;
}

/**
 * Why a payment failed or an order was cancelled, in the shopper's language (issue 19): the
 * gateway's words and the cancel dialog's reasons go through the API's Hindi catalogue (an
 * owner's own words stay as written). The sentence it is put in ends it, so its own full stop
 * goes.
 */
function reasonIn(reason: string, language: Language): string {
  return localiseMessage(reason, language)
    .trim()
    .replace(/[.।]+$/u, '');
}

/**
 * Subject, e-mail and SMS of one order event in the shopper's language (issue 19); amounts in
 * en-IN rupees, the number as #ABCD1234, links to the order page in that language.
 */
export function renderOrderMessage(
  event: OrderNotificationEvent,
  data: OrderForMessage,
  details: Details,
  store: StoreProfile,
  publicUrl: string,
  language: Language = 'en',
): RenderedMessage {
  const t: Translate = (key, values) => notificationText(language, key, values);
  const { order } = data;
  const number = `#${orderNumber(order.id)}`;
  const pageUrl = (path: string) => new URL(pathInLanguage(path, language), publicUrl).toString();
  const link = pageUrl(`/orders/${order.id}`);
  const total = formatPrice(order.totalAmount);
  const shop = store.tradeName;
  const method = (language === 'hi' ? PAYMENT_METHOD_LABELS_HI : PAYMENT_METHOD_LABELS)[
    order.paymentMethod
  ];
  const view = { label: t('viewOrder'), url: link };
  const spec: { subject: string; body: EmailBody; sms: string } = (() => {
    switch (event) {
      case 'order.placed':
        return {
          subject: t('placedSubject', { number, total }),
          body: {
            heading: t('placedHeading', { number }),
            paragraphs: [
              t('placedHello', { name: order.shippingAddress.name }),
              t('deliveringTo', { address: addressLine(data) }),
              t('payment', { method }),
            ],
            rows: [...itemRows(data, t), ...chargeRows(data, t)],
            action: view,
          },
          sms: t('placedSms', { shop, number, total, link }),
        };
      case 'order.payment_failed':
        return {
          subject: t('failedSubject', { number }),
          body: {
            heading: t('failedHeading', { number }),
            paragraphs: [
              details.reason
                ? t('failedNotCompletedBecause', {
                    total,
                    reason: reasonIn(String(details.reason), language),
                  })
                : t('failedNotCompleted', { total }),
              t('failedHeld'),
            ],
            action: { label: t('retryPayment'), url: link },
          },
          sms: t('failedSms', { shop, number, link }),
        };
      case 'order.confirmed':
        return {
          subject: t('confirmedSubject', { number }),
          body: {
            heading: t('confirmedHeading', { number }),
            paragraphs: [t('confirmedText')],
            rows: [...itemRows(data, t), ...chargeRows(data, t)],
            action: view,
          },
          sms: t('confirmedSms', { shop, number, link }),
        };
      case 'order.shipped': {
        const carrier = String(order.carrier ?? details.carrier ?? '');
        const tracking = String(order.trackingNumber ?? details.trackingNumber ?? '');
        return {
          subject: t('shippedSubject', { number }),
          body: {
            heading: t('shippedHeading', { number }),
            paragraphs: [t('shippedText', { carrier, tracking })],
            rows: [
              [t('carrier'), carrier],
              [t('trackingNumber'), tracking],
            ],
            action: view,
          },
          sms: t('shippedSms', {
            shop,
            number,
            carrier: String(order.carrier),
            tracking: String(order.trackingNumber),
            link,
          }),
        };
      }
      case 'order.delivered':
        return {
          subject: t('deliveredSubject', { number }),
          body: {
            heading: t('deliveredHeading', { number }),
            paragraphs: [t('deliveredText')],
            action: view,
          },
          sms: t('deliveredSms', { shop, number, link }),
        };
      case 'order.cancelled': {
        const refundPaise = Number(details.refundPaise ?? data.refund?.amountPaise ?? 0);
        const timeline = timelineIn(
          String(details.timeline ?? data.refund?.timeline ?? ''),
          language,
        );
        const amount = formatPaise(refundPaise);
        return {
          subject: t('cancelledSubject', { number }),
          body: {
            heading: t('cancelledHeading', { number }),
            paragraphs: [
              order.cancelReason
                ? t('cancelledReason', { reason: reasonIn(order.cancelReason, language) })
                : t('cancelledText'),
              refundPaise > 0 ? t('refundOnItsWay', { amount, timeline }) : t('nothingToRefund'),
            ],
            action: view,
          },
          sms:
            refundPaise > 0
              ? t('cancelledSmsRefund', { shop, number, amount, timeline })
              : t('cancelledSms', { shop, number }),
        };
      }
      case 'order.refunded': {
        const amount = formatPaise(Number(details.refundPaise ?? data.refund?.amountPaise ?? 0));
        const timeline = timelineIn(
          String(details.timeline ?? data.refund?.timeline ?? ''),
          language,
        );
        return {
          subject: t('refundedSubject', { amount, number }),
          body: {
            heading: t('refundedHeading', { amount }),
            paragraphs: [
              t('refundedSent', { amount, method, number }),
              t('refundedReaches', { timeline }),
            ],
            action: view,
          },
          sms: t('refundedSms', { shop, amount, number, timeline }),
        };
      }
      case 'order.return_update': {
        const headline = details.headline
          ? returnHeadlineIn(String(details.headline), language)
          : t('returnUpdated');
        const text = String(details.text ?? '');
        return {
          subject: t('returnSubject', { headline, number }),
          body: {
            heading: headline,
            paragraphs: [t('returnOrder', { number }), ...(text ? [text] : [])],
            action: { label: t('seeReturn'), url: link },
          },
          sms: text
            ? t('returnSmsText', { shop, headline, number, text, link })
            : t('returnSms', { shop, headline, number, link }),
        };
      }
      case 'order.review_request': {
        // One link per product still sold: straight to its reviews, where the buyer's form is.
        const reviewLinks = data.items
          .filter((item) => item.productId)
          .map((item): [string, string] => [
            t('itemName', { name: item.name, size: item.size }),
            pageUrl(`/products/${item.productId}#reviews`),
          ]);
        const first = reviewLinks[0]?.[1] ?? link;
        return {
          subject: t('reviewSubject', { number }),
          body: {
            heading: t('reviewHeading', { number }),
            paragraphs: [t('reviewHello', { name: order.shippingAddress.name }), t('reviewText')],
            rows: reviewLinks,
            action: { label: t('writeReview'), url: first },
          },
          sms: t('reviewSms', { shop, number, link: first }),
        };
      }
    }
  })();
  return {
    subject: spec.subject,
    text: plainText(spec.body, store, language),
    html: html(spec.body, store, language),
    sms: spec.sms,
  };
}
