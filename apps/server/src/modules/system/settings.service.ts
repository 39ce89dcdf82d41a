import {
  SETTINGS_DEFAULTS,
  type Settings,
  type SettingsPatch,
  settingsSchema,
} from '@fieldline/contracts/system/system.contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { RouteContext } from '../../platform/http/route';
import { settings } from './system.table';

/** Stored values over the defaults; a stored value that no longer fits its type falls back to the default. */
export async function getSettings(db: Db): Promise<Settings> {
  // As text, parsed here: drizzle parses a jsonb string a second time, so "3" came back as the number 3.
  const rows = await db
    .select({ key: settings.key, json: sql<string>`${settings.value}::text` })
    .from(settings);
  const merged: Record<string, unknown> = { ...SETTINGS_DEFAULTS };
  const shape = settingsSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  for (const r of rows) {
    const value: unknown = JSON.parse(r.json);
    if (r.key in shape && shape[r.key].safeParse(value).success) merged[r.key] = value;
  }
  return merged as Settings;
}

export async function patchSettings(ctx: RouteContext<SettingsPatch, unknown, unknown>): Promise<Settings> {
  const { db, body } = ctx;
  const before = await getSettings(db);
  const entries = Object.entries(body).filter(([, v]) => v !== undefined);
  for (const [key, value] of entries) {
    await db
      .insert(settings)
      .values({ key, value: value as any, modifiedBy: ctx.user.id })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, modifiedBy: ctx.user.id, modifiedDate: sql`now()` },
      });
  }
  const after = await getSettings(db);
  if (entries.length)
    await ctx.audit({ entity: 'settings', entityId: 'organization', action: 'update', before, after });
  return after;
}
