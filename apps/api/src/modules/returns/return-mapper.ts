import type { ReturnRequest } from '@shop/contracts';
import type { ReturnEventRow, ReturnLineView, ReturnRow } from './return-repository';

/** A request as the shopper and the owner read it (payout details only masked). */
export function toReturnRequest(
  row: ReturnRow,
  lines: ReturnLineView[],
  events: ReturnEventRow[],
  creditNote: string | null,
): ReturnRequest {
  const { email: _email, ...pickupAddress } = row.pickupAddress;
  return {
    _id: row.id,
    orderId: row.orderId,
    status: row.status,
    reason: row.reason,
    comments: row.comments,
    photos: row.photos,
    pickupAddress,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({
        orderItemId: line.orderItemId,
        name: line.name,
        image: line.image,
        size: line.size,
        color: line.color,
        quantity: line.quantity,
        kind: line.kind,
        exchangeVariantId: line.exchangeVariantId,
        exchangeSize: line.exchangeSize,
        refundPaise: line.refundPaise,
      })),
    refundPaise: row.goodsRefundPaise + row.feesRefundPaise,
    feesRefundPaise: row.feesRefundPaise,
    refundMethod: row.refundMethod,
    refundTo: row.refundTo,
    refundReference: row.refundReference,
    decisionReason: row.decisionReason,
    exchangeCarrier: row.exchangeCarrier,
    exchangeTrackingNumber: row.exchangeTrackingNumber,
    creditNote,
    events: events
      .filter((event) => event.returnId === row.id)
      .map((event) => ({
        status: event.status,
        description: event.description,
        createdAt: event.createdAt.toISOString(),
      })),
    createdAt: row.createdAt.toISOString(),
  };
}
