import type { Executor } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';

export type AnalyticsEventName = 'signup' | 'order_created';

/** Records a product event; it carries ids, never personal data. */
export async function recordAnalyticsEvent(
  db: Executor,
  event: { name: AnalyticsEventName; userId: string; properties?: Record<string, string> },
) {
  await db.insert(analyticsEvents).values({
    id: crypto.randomUUID(),
    name: event.name,
    userId: event.userId,
    properties: event.properties ?? {},
  });
}
