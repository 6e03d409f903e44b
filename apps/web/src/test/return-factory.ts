import type { AdminReturnList, ReturnRequest } from '@shop/contracts';

/** Test data builders for return and exchange requests as the API answers them (issue 15). */

type ReturnLine = ReturnRequest['lines'][number];

/** One returned unit of a navy Cotton Kurta, refunded ₹1,299. */
export function buildReturnLine(overrides: Partial<ReturnLine> = {}): ReturnLine {
  return {
    orderItemId: 'i1',
    name: 'Cotton Kurta',
    image: null,
    size: 'M',
    color: 'Navy',
    quantity: 1,
    kind: 'return',
    exchangeVariantId: null,
    exchangeSize: null,
    refundPaise: 129_900,
    ...overrides,
  };
}

/** A requested return of that line to the original payment, picked up from Bengaluru. */
export function buildReturnRequest(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  const lines = overrides.lines ?? [buildReturnLine()];
  return {
    _id: 'r1',
    orderId: '65f1c0ffee0000000abc12ef',
    status: 'requested',
    reason: 'size_too_small',
    comments: '',
    photos: [],
    pickupAddress: {
      name: 'Asha Rao',
      phone: '9876543210',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
    lines,
    refundPaise: lines.reduce((sum, line) => sum + line.refundPaise, 0),
    feesRefundPaise: 0,
    refundMethod: 'original',
    refundTo: null,
    refundReference: null,
    decisionReason: null,
    exchangeCarrier: null,
    exchangeTrackingNumber: null,
    creditNote: null,
    events: [],
    createdAt: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

/** The same as the back office's queue lists it, with the shopper's name. */
export function buildAdminReturnRequest(
  overrides: Partial<AdminReturnList['returns'][number]> = {},
): AdminReturnList['returns'][number] {
  return { customerName: 'Asha Rao', ...buildReturnRequest(overrides), ...overrides };
}
