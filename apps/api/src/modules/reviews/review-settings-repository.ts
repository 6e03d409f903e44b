import { eq } from 'drizzle-orm';
import type { ReviewSettings } from '@shop/contracts';
import { shopSettings } from '../../db/schema';
import type { Executor } from '../../db/types';

const PRE_MODERATION = 'reviews.pre-moderation';

/** Off unless the owner turned it on: new reviews publish at once (issue 18). */
export async function readReviewSettings(db: Executor): Promise<ReviewSettings> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, PRE_MODERATION));
  return { preModeration: row?.value === true };
}

export async function writeReviewSettings(db: Executor, settings: ReviewSettings): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: PRE_MODERATION, value: settings.preModeration })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value: settings.preModeration, updatedAt: new Date() },
    });
}
