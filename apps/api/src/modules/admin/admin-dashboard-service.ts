import { type AdminDashboard, LOW_STOCK_THRESHOLD } from '@shop/contracts';
import type { Db } from '../../db/types';
import { startOfIndianDay } from '../../lib/time';
import { findLowStockVariants, orderFigures } from './admin-dashboard-repository';

const LOW_STOCK_LIMIT = 50;

/** The owner's first screen: today's orders and revenue, orders waiting, stock running out. */
export async function getAdminDashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const [figures, lowStockVariants] = await Promise.all([
    orderFigures(db, startOfIndianDay(now)),
    findLowStockVariants(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LIMIT),
  ]);
  return { ...figures, lowStockVariants, lowStockThreshold: LOW_STOCK_THRESHOLD };
}
