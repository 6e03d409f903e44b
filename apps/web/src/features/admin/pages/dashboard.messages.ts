import { defineMessages } from '@/lib/i18n';

/** The dashboard's texts (issue 7: today's orders and revenue, pending orders, low stock). */
const en = {
  title: 'Dashboard',
  description: 'Today is counted in India time.',
  loading: 'Loading the dashboard',
  todayOrders: "Today's orders",
  todayRevenue: "Today's revenue",
  // Why the figure can be below today's order totals (or below zero): see findOrderFigures.
  todayRevenueNote: "Paid and cash-on-delivery orders, less today's refunds for returns",
  pendingOrders: 'Pending orders',
  lowStock: 'Low stock',
  noLowStock: 'No variant is at or below {threshold} in stock',
  lowStockCaption: 'Low-stock variants, lowest first',
  product: 'Product',
  colour: 'Colour',
  size: 'Size',
  stock: 'Stock',
} as const;

export type DashboardMessages = typeof en;
export const dashboardMessages = defineMessages(en, () => import('./dashboard.messages.hi'));
