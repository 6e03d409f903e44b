import { sql, type SQL } from 'drizzle-orm';
import type { ReviewQueue } from '@shop/contracts';
import { selectRows } from '../../db/rows';
import type { Executor } from '../../db/types';

const QUEUES: Record<ReviewQueue, SQL> = {
  // reviews_new_idx, reviews_reported_idx, reviews_status_recent_idx
  new: sql`r.moderated_at IS NULL`,
  reported: sql`r.open_reports > 0`,
  published: sql`r.status = 'published'`,
  pending: sql`r.status = 'pending'`,
  hidden: sql`r.status = 'hidden'`,
  all: sql`TRUE`,
};

/** One page of a moderation queue, newest first (ids in order), and how many are in it. */
export async function findQueuePage(
  db: Executor,
  queue: ReviewQueue,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const where = QUEUES[queue];
  const [rows, totals] = await Promise.all([
    selectRows<{ id: string }>(
      db,
      sql`SELECT r.id FROM reviews r WHERE ${where}
        ORDER BY r.created_at DESC NULLS LAST, r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM reviews r WHERE ${where}`,
    ),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(totals[0]?.total ?? 0) };
}
