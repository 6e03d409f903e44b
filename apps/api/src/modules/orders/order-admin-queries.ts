import type { z } from 'zod';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderList,
  AdminOrdersQuerySchema,
} from '@shop/contracts';
import type { Executor } from '../../db/types';
import { pageOf, paginationOf } from '../../lib/paging';
import { indianDayRange, startOfIndianDay } from '../../lib/time';
import { paymentsByOrder } from '../payments';
import { findOrderFigures } from './order-figures-repository';
import { toTrackingEvent } from './order-mapper';
import { orderNotFound, ordersFromRows } from './order-queries';
import {
  findEventsOfOrder,
  findOrder,
  findOrderCustomers,
  listOrders,
  type OrderRow,
} from './order-repository';

async function withCustomers(db: Executor, rows: OrderRow[], keyId: string | null) {
  const [orders, customers] = await Promise.all([
    ordersFromRows(db, rows, keyId),
    findOrderCustomers(
      db,
      rows.map((row) => row.userId),
    ),
  ]);
  return orders.map((order, index): AdminOrder => {
    const customer = customers.find((c) => c.id === rows[index]!.userId);
    return {
      ...order,
      customer: {
        _id: rows[index]!.userId,
        name: customer?.name ?? null,
        phone: customer?.phone ?? '',
        email: customer?.email ?? null,
      },
    };
  });
}

type AdminOrdersInput = z.output<typeof AdminOrdersQuerySchema>;

/** GET /admin/orders: newest first, with the customer of each order. */
export async function listAdminOrders(
  db: Executor,
  query: AdminOrdersInput,
  keyId: string | null,
): Promise<AdminOrderList> {
  const { rows, total } = await listOrders(
    db,
    {
      status: query.status && query.status !== 'all' ? query.status : undefined,
      paymentStatus: query.paymentStatus,
      paymentMethod: query.paymentMethod,
      from: query.from ? indianDayRange(query.from).start : undefined,
      to: query.to ? indianDayRange(query.to).end : undefined,
      search: query.search,
      searchCustomer: true,
    },
    'newest',
    pageOf(query),
  );
  return {
    orders: await withCustomers(db, rows, keyId),
    pagination: paginationOf(query, total),
  };
}

/** GET /admin/orders/{id}: the order, its customer, events and every payment attempt. */
export async function getAdminOrder(
  db: Executor,
  id: string,
  keyId: string | null,
): Promise<AdminOrderDetail> {
  const row = await findOrder(db, id);
  if (!row) throw orderNotFound();
  const [[order], events, payments] = await Promise.all([
    withCustomers(db, [row], keyId),
    findEventsOfOrder(db, id),
    paymentsByOrder(db, [id]),
  ]);
  return {
    ...order!,
    events: events.map(toTrackingEvent),
    payments: (payments.get(id) ?? []).map((p) => ({
      _id: p.id,
      provider: p.provider,
      method: p.method,
      status: p.status,
      amountPaise: p.amountPaise,
      providerOrderId: p.providerOrderId,
      providerPaymentId: p.providerPaymentId,
      cardBrand: p.cardBrand,
      cardLast4: p.cardLast4,
      bankCode: p.bankCode,
      failureReason: p.failureReason,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/** The owner's dashboard: today's orders and revenue (India's calendar day), orders waiting. */
export function todaysOrderFigures(db: Executor, now: Date) {
  return findOrderFigures(db, startOfIndianDay(now));
}
