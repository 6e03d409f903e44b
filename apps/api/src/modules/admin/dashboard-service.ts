import { type AdminDashboard, LOW_STOCK_THRESHOLD } from '@shop/contracts';
import type { Db } from '../../db/types';
import { todaysOrderFigures } from '../orders';
import { lowStockVariants } from '../stock';

const LOW_STOCK_LIMIT = 50;

/**
 * The owner's first screen: today's orders and revenue, orders waiting, stock running out -
 * read through the orders and stock services (the dashboard owns no table).
 */
export async function getAdminDashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const [figures, lowStock] = await Promise.all([
    todaysOrderFigures(db, now),
    lowStockVariants(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LIMIT),
  ]);
  return { ...figures, lowStockVariants: lowStock, lowStockThreshold: LOW_STOCK_THRESHOLD };
}
