import { FEATURE_FLAGS, type FeatureFlagName } from '@foundly/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { featureFlags } from '../../db/schema/index.js';

/** Makes sure every flag the product knows has a row (off until an operator turns it on). */
export async function ensureFeatureFlags(db: Executor) {
  await db
    .insert(featureFlags)
    .values(FEATURE_FLAGS.map((name) => ({ name, enabled: false })))
    .onConflictDoNothing();
}

export function listFeatureFlags(db: Executor) {
  return db.select().from(featureFlags).orderBy(asc(featureFlags.name));
}

export async function setFeatureFlag(db: Executor, name: string, enabled: boolean) {
  await db
    .insert(featureFlags)
    .values({ name, enabled })
    .onConflictDoUpdate({ target: featureFlags.name, set: { enabled, updatedAt: new Date() } });
}

/** Whether a flag is on; an unknown or missing flag is off. */
export async function isFeatureFlagOn(db: Executor, name: FeatureFlagName) {
  const [row] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.name, name))
    .limit(1);
  return row?.enabled === true;
}
