import { type AdminDashboard, LOW_STOCK_THRESHOLD } from '@shop/contracts';
import type { Db } from '../../db/types';
import { findLowStockVariants, orderFigures } from './admin-dashboard-repository';

/** India has one time zone, UTC+05:30, and no daylight saving (Asia/Kolkata). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const LOW_STOCK_LIMIT = 50;

/** Midnight in India of the day `now` falls on, as an instant. */
export function startOfIndianDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

/** The owner's first screen: today's orders and revenue, orders waiting, stock running out. */
export async function getAdminDashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const [figures, lowStockVariants] = await Promise.all([
    orderFigures(db, startOfIndianDay(now)),
    findLowStockVariants(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LIMIT),
  ]);
  return { ...figures, lowStockVariants, lowStockThreshold: LOW_STOCK_THRESHOLD };
}
