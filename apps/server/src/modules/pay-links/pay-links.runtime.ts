import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { payLinkKeys } from './pay-links.table';
import { newSigningKey } from './pay-links.token';

/** What the pay-link functions need from the running app; set as the module starts (index.ts). */
export interface PayLinkRuntime {
  /** Signs and checks tokens. Never logged nor answered. */
  key: string;
  days: number;
  publicUrl?: string;
}

let current: PayLinkRuntime | null = null;

export function payLinkRuntime(): PayLinkRuntime {
  if (!current) throw new Error('The pay-links module is not started.');
  return current;
}

/**
 * PAY_LINK_SECRET when set; otherwise the database's key, made at random the first time (a concurrent
 * first start keeps whichever row landed first, so every server signs with the same key).
 */
export async function startPayLinks(db: Db, config: Config): Promise<void> {
  let key = config.payLinks.secret;
  if (!key) {
    await db.insert(payLinkKeys).values({ id: 1, secret: newSigningKey() }).onConflictDoNothing();
    const [row] = await db
      .select({ secret: payLinkKeys.secret })
      .from(payLinkKeys)
      .where(eq(payLinkKeys.id, 1));
    key = row.secret;
  }
  current = { key, days: config.payLinks.days, publicUrl: config.publicUrl };
}
