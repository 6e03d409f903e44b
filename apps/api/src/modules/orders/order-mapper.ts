import {
  canCancelOrder,
  cancellationRefund,
  type Order,
  type OrderItem,
  type OrderLineTax,
  type OrderTaxBreakup,
  type OrderPayment,
  orderNumber,
  paiseToRupees,
  type TrackingEvent,
} from '@shop/contracts';
import type { PaymentRow } from '../payments';
import type { OrderEventRow, OrderItemRow, OrderRow, RefundRow } from './order-repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    _id: row.id,
    product: { _id: row.productId, name: row.name, images: row.image ? [row.image] : [] },
    variantId: row.variantId,
    brand: row.brand,
    size: row.size,
    color: row.color,
    colorCode: row.colorCode,
    quantity: row.quantity,
    price: row.price,
    originalPrice: row.originalPrice,
    tax: lineTax(row),
  };
}

function lineTax(row: OrderItemRow): OrderLineTax | null {
  if (row.hsnCode === null || row.gstRate === null || row.taxablePaise === null) return null;
  return {
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    taxablePaise: row.taxablePaise,
    cgstPaise: row.cgstPaise ?? 0,
    sgstPaise: row.sgstPaise ?? 0,
    igstPaise: row.igstPaise ?? 0,
  };
}

/** The lines' GST added up; null for an order placed before GST was recorded. */
function taxBreakup(row: OrderRow, items: OrderItemRow[]): OrderTaxBreakup | null {
  const taxes = items.map(lineTax);
  if (taxes.length === 0 || taxes.some((tax) => tax === null)) return null;
  const total = (pick: (tax: OrderLineTax) => number) =>
    taxes.reduce((sum, tax) => sum + pick(tax!), 0);
  return {
    placeOfSupplyCode: row.placeOfSupply,
    intraState: row.placeOfSupply !== null && row.placeOfSupply === row.supplierStateCode,
    taxablePaise: total((tax) => tax.taxablePaise),
    cgstPaise: total((tax) => tax.cgstPaise),
    sgstPaise: total((tax) => tax.sgstPaise),
    igstPaise: total((tax) => tax.igstPaise),
  };
}

/** The latest attempt; a hosted checkout still waiting carries what the browser needs. */
function toPayment(attempts: PaymentRow[], razorpayKeyId: string | null): OrderPayment | null {
  const latest = attempts.at(-1);
  if (!latest) return null;
  const waiting = latest.status === 'pending' && latest.provider === 'razorpay';
  return {
    status: latest.status,
    method: latest.method,
    provider: latest.provider,
    cardBrand: latest.cardBrand,
    cardLast4: latest.cardLast4,
    bankCode: latest.bankCode,
    failureReason: latest.failureReason,
    attempts: attempts.filter((a) => a.status !== 'pending').length,
    checkout:
      waiting && latest.providerOrderId && razorpayKeyId
        ? {
            provider: 'razorpay',
            keyId: razorpayKeyId,
            providerOrderId: latest.providerOrderId,
            amountPaise: latest.amountPaise,
            currency: 'INR',
          }
        : null,
  };
}

export interface OrderParts {
  items: OrderItemRow[];
  payments: PaymentRow[];
  refund: RefundRow | undefined;
}

/** spec §3 Order, as every order route answers it. */
export function toOrder(row: OrderRow, parts: OrderParts, razorpayKeyId: string | null): Order {
  const preview = canCancelOrder(row.orderStatus) ? cancellationRefund(row) : null;
  return {
    _id: row.id,
    orderId: row.id,
    orderNumber: orderNumber(row.id),
    orderStatus: row.orderStatus,
    // Orders cancelled unpaid before decision 049 still hold 'pending': nothing will come.
    paymentStatus:
      row.orderStatus === 'cancelled' && row.paymentStatus === 'pending'
        ? 'cancelled'
        : row.paymentStatus,
    paymentMethod: row.paymentMethod,
    subtotal: row.subtotal,
    couponDiscount: row.couponDiscount,
    couponCode: row.couponCode,
    platformFee: row.platformFee,
    deliveryFee: row.deliveryFee,
    codFee: row.codFee,
    totalAmount: row.totalAmount,
    refusedAtDelivery: row.refusedAtDelivery,
    awaitingReturn: row.awaitingReturn,
    returnedToShopAt: row.returnedToShopAt?.toISOString() ?? null,
    itemCount: parts.items.reduce((sum, item) => sum + item.quantity, 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    estimatedDelivery: iso(row.estimatedDelivery),
    items: parts.items.map(toOrderItem),
    shippingAddress: {
      name: row.shippingAddress.name,
      phone: row.shippingAddress.phone,
      addressLine1: row.shippingAddress.addressLine1,
      addressLine2: row.shippingAddress.addressLine2 ?? null,
      city: row.shippingAddress.city,
      state: row.shippingAddress.state,
      pincode: row.shippingAddress.pincode,
      landmark: row.shippingAddress.landmark ?? null,
      email: row.shippingAddress.email ?? null,
    },
    cancelReason: row.cancelReason,
    cancelledAt: iso(row.cancelledAt),
    deliveredAt: iso(row.deliveredAt),
    refund: parts.refund
      ? {
          amount: paiseToRupees(parts.refund.amountPaise),
          amountPaise: parts.refund.amountPaise,
          timeline: parts.refund.timeline,
          status: parts.refund.status,
          createdAt: parts.refund.createdAt.toISOString(),
        }
      : null,
    refundPreview: preview ? { amount: paiseToRupees(preview.amountPaise), ...preview } : null,
    payment: toPayment(parts.payments, razorpayKeyId),
    paymentDueAt: iso(row.paymentDueAt),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    taxBreakup: taxBreakup(row, parts.items),
  };
}

export function toTrackingEvent(row: OrderEventRow): TrackingEvent {
  return {
    status: row.status,
    location: row.location,
    timestamp: row.createdAt.toISOString(),
    description: row.description,
  };
}
