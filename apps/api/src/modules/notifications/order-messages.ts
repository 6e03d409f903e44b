import {
  formatPaise,
  formatPrice,
  type OrderNotificationEvent,
  orderNumber,
  PAYMENT_METHOD_LABELS,
  type StoreProfile,
} from '@shop/contracts';
import { type EmailBody, html, plainText } from './message-layout';
import type { OrderForMessage } from './notification-repository';

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** The SMS text (DLT templates take it as one variable). */
  sms: string;
}

type Details = Record<string, string | number | null>;

function itemRows({ items }: OrderForMessage): Array<[string, string]> {
  return items.map((item) => [
    `${item.name} (size ${item.size}) x ${item.quantity}`,
    formatPrice(item.price * item.quantity),
  ]);
}

function addressLine({ order }: OrderForMessage): string {
  const a = order.shippingAddress;
  return [a.name, a.addressLine1, a.addressLine2, a.landmark, `${a.city}, ${a.state} ${a.pincode}`]
    .filter(Boolean)
    .join(', ');
}

/** Subject, e-mail and SMS of one order event; amounts in en-IN rupees, the number as #ABCD1234. */
export function renderOrderMessage(
  event: OrderNotificationEvent,
  data: OrderForMessage,
  details: Details,
  store: StoreProfile,
  publicUrl: string,
): RenderedMessage {
  const { order } = data;
  const number = `#${orderNumber(order.id)}`;
  const link = new URL(`/orders/${order.id}`, publicUrl).toString();
  const total = formatPrice(order.totalAmount);
  const view = { label: 'View your order', url: link };
  const spec: { subject: string; body: EmailBody; sms: string } = (() => {
    switch (event) {
      case 'order.placed':
        return {
          subject: `Order ${number} placed - ${total}`,
          body: {
            heading: `Thank you! Your order ${number} is placed`,
            paragraphs: [
              `Hello ${order.shippingAddress.name}, we have received your order.`,
              `Delivering to: ${addressLine(data)}.`,
              `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}.`,
            ],
            rows: [...itemRows(data), ['Total', total]],
            action: view,
          },
          sms: `${store.tradeName}: your order ${number} of ${total} is placed. Track it at ${link}`,
        };
      case 'order.payment_failed':
        return {
          subject: `Payment for order ${number} did not go through`,
          body: {
            heading: `Your payment for order ${number} did not go through`,
            paragraphs: [
              `The payment of ${total} was not completed${details.reason ? `: ${details.reason}` : ''}.`,
              'Your items are held for you for a short while. You can try paying again from your order.',
            ],
            action: { label: 'Retry payment', url: link },
          },
          sms: `${store.tradeName}: payment for order ${number} failed. Retry at ${link}`,
        };
      case 'order.confirmed':
        return {
          subject: `Order ${number} confirmed`,
          body: {
            heading: `Your order ${number} is confirmed`,
            paragraphs: ['We are getting your items ready to ship.'],
            rows: [...itemRows(data), ['Total', total]],
            action: view,
          },
          sms: `${store.tradeName}: order ${number} is confirmed. ${link}`,
        };
      case 'order.shipped':
        return {
          subject: `Order ${number} shipped`,
          body: {
            heading: `Your order ${number} is on its way`,
            paragraphs: [
              `Shipped with ${order.carrier ?? details.carrier ?? ''}, tracking number ${order.trackingNumber ?? details.trackingNumber ?? ''}.`,
            ],
            rows: [
              ['Carrier', String(order.carrier ?? details.carrier ?? '')],
              ['Tracking number', String(order.trackingNumber ?? details.trackingNumber ?? '')],
            ],
            action: view,
          },
          sms: `${store.tradeName}: order ${number} shipped with ${order.carrier}, tracking ${order.trackingNumber}. ${link}`,
        };
      case 'order.delivered':
        return {
          subject: `Order ${number} delivered`,
          body: {
            heading: `Your order ${number} is delivered`,
            paragraphs: [
              'We hope you love it. Your GST tax invoice is attached when it is ready, and always on your order page.',
            ],
            action: view,
          },
          sms: `${store.tradeName}: order ${number} is delivered. ${link}`,
        };
      case 'order.cancelled': {
        const refundPaise = Number(details.refundPaise ?? data.refund?.amountPaise ?? 0);
        const timeline = String(details.timeline ?? data.refund?.timeline ?? '');
        const refund =
          refundPaise > 0
            ? `A refund of ${formatPaise(refundPaise)} is on its way: ${timeline}.`
            : 'Nothing was charged, so there is nothing to refund.';
        return {
          subject: `Order ${number} cancelled`,
          body: {
            heading: `Your order ${number} is cancelled`,
            paragraphs: [
              order.cancelReason ? `Reason: ${order.cancelReason}.` : 'Your order is cancelled.',
              refund,
            ],
            action: view,
          },
          sms: `${store.tradeName}: order ${number} is cancelled.${refundPaise > 0 ? ` Refund ${formatPaise(refundPaise)}: ${timeline}.` : ''}`,
        };
      }
      case 'order.refunded': {
        const refund = formatPaise(Number(details.refundPaise ?? data.refund?.amountPaise ?? 0));
        const timeline = String(details.timeline ?? data.refund?.timeline ?? '');
        return {
          subject: `Refund of ${refund} issued for order ${number}`,
          body: {
            heading: `Your refund of ${refund} is issued`,
            paragraphs: [
              `We have sent ${refund} back to your ${PAYMENT_METHOD_LABELS[order.paymentMethod]} for order ${number}.`,
              `It reaches you in ${timeline}.`,
            ],
            action: view,
          },
          sms: `${store.tradeName}: refund of ${refund} for order ${number} issued; it reaches you in ${timeline}.`,
        };
      }
      case 'order.return_update': {
        const headline = String(details.headline ?? 'Your return request is updated');
        const text = String(details.text ?? '');
        return {
          subject: `${headline} - order ${number}`,
          body: {
            heading: headline,
            paragraphs: [`Order ${number}.`, ...(text ? [text] : [])],
            action: { label: 'See your return', url: link },
          },
          sms: `${store.tradeName}: ${headline} (order ${number}).${text ? ` ${text}` : ''} ${link}`,
        };
      }
      case 'order.review_request': {
        // One link per product still sold: straight to its reviews, where the buyer's form is.
        const reviewLinks = data.items
          .filter((item) => item.productId)
          .map((item): [string, string] => [
            `${item.name} (size ${item.size})`,
            new URL(`/products/${item.productId}#reviews`, publicUrl).toString(),
          ]);
        const first = reviewLinks[0]?.[1] ?? link;
        return {
          subject: `How is your order ${number}? Review what you bought`,
          body: {
            heading: `How do you like your order ${number}?`,
            paragraphs: [
              `Hello ${order.shippingAddress.name}, your order reached you a few days ago.`,
              'Other shoppers read reviews before they buy: tell them how it looks, feels and fits. Your review carries a Verified buyer mark.',
            ],
            rows: reviewLinks,
            action: { label: 'Write a review', url: first },
          },
          sms: `${store.tradeName}: how do you like order ${number}? Review it: ${first}`,
        };
      }
    }
  })();
  return {
    subject: spec.subject,
    text: plainText(spec.body, store),
    html: html(spec.body, store),
    sms: spec.sms,
  };
}
