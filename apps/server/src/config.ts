import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

// Every setting the server reads from the environment; README lists the same names.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  DATA_DIR: z.string().default('./data'),
  STORAGE_DIR: z.string().optional(),
  DEMO_DATA: bool.optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_HOURS: z.coerce.number().int().positive().default(12),
  COOKIE_SECURE: bool.default(false),
  TRUST_PROXY: z.string().default(''),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  WORKERS: bool.default(true),
  WEB_DIST: z.string().default('./apps/web/dist'),
  GEOCODER_URL: z.union([z.literal(''), z.string().url()]).optional(),
  GEOCODER_KEY: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_SECURE: bool.optional(),
  SMTP_REQUIRE_TLS: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  MAIL_DNS_SERVERS: z.string().optional(),
  PUBLIC_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  PAY_LINK_SECRET: z.union([z.literal(''), z.string().min(32)]).optional(),
  PAY_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Card gateway: Stripe when its secret key is set, else the offline test gateway (docs/cards.md). */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  /** Bank feed: Plaid when its client id and secret are set, else the offline bank feed (docs/banking.md). */
  PLAID_API_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  PLAID_CLIENT_ID: z.string().optional(),
  PLAID_SECRET: z.string().optional(),
  PLAID_WEBHOOK_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl?: string;
  /** PostgreSQL connections the server keeps open at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  storageDir: string;
  demoData?: boolean;
  adminEmail?: string;
  adminPassword?: string;
  logLevel: string;
  sessionHours: number;
  cookieSecure: boolean;
  /** Addresses or CIDR ranges of reverse proxies whose X-Forwarded-* headers are believed (empty: none). */
  trustProxy: string[];
  loginRateLimit: number;
  workers: boolean;
  webDist: string;
  version: string;
  /** Google-Geocoding-compatible service for address verification; unset means the offline default. */
  geocoderUrl?: string;
  geocoderKey?: string;
  mail: MailConfig;
  /** The address customers reach the app at (links in e-mails); unset: the request's own origin. */
  publicUrl?: string;
  payLinks: PayLinkConfig;
  cards: { stripeSecretKey?: string; stripePublishableKey?: string; stripeUrl?: string };
  bankFeed: BankFeedSettings;
};

/** The bank feed (docs/banking.md, Bank feed). Without a client id and secret: the offline bank feed. */
export interface BankFeedSettings {
  plaidUrl?: string;
  plaidClientId?: string;
  /** Never logged nor answered. */
  plaidSecret?: string;
  /** Where Plaid sends webhooks; unset: PUBLIC_URL + /v1/plaid/webhook, or none without PUBLIC_URL. */
  webhookUrl?: string;
}

/** Pay links (docs/pay-page.md). */
export interface PayLinkConfig {
  /** Signs the links; never logged nor answered. Unset: a random key kept in the database. */
  secret?: string;
  /** Days a new link works when the caller names none. */
  days: number;
}

/** Outgoing mail (docs/mail.md). Without `smtpHost` messages stay in the outbox, held. */
export interface MailConfig {
  smtpHost?: string;
  smtpPort: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  smtpSecure: boolean;
  /** Refuse to send unless the server upgrades the connection with STARTTLS. */
  smtpRequireTls: boolean;
  smtpUser?: string;
  /** Never logged nor answered by any route. */
  smtpPassword?: string;
  from: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** DNS servers for the address check; 'off' checks the spelling only; unset uses the system's. */
  dnsServers?: string[] | 'off';
}

export const APP_VERSION = '0.1.0';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    dataDir,
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'files')),
    demoData: e.DEMO_DATA,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    sessionHours: e.SESSION_HOURS,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    workers: e.WORKERS,
    webDist: path.resolve(e.WEB_DIST),
    version: APP_VERSION,
    geocoderUrl: e.GEOCODER_URL || undefined,
    geocoderKey: e.GEOCODER_KEY || undefined,
    mail: mailConfig(e),
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    payLinks: { secret: e.PAY_LINK_SECRET || undefined, days: e.PAY_LINK_DAYS },
    cards: {
      stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
      stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY || undefined,
      stripeUrl: e.STRIPE_API_URL || undefined,
    },
    bankFeed: {
      plaidUrl: e.PLAID_API_URL || undefined,
      plaidClientId: e.PLAID_CLIENT_ID || undefined,
      plaidSecret: e.PLAID_SECRET || undefined,
      webhookUrl: e.PLAID_WEBHOOK_URL || undefined,
    },
  };
}

function mailConfig(e: z.output<typeof envSchema>): MailConfig {
  const port = e.SMTP_PORT ?? 587;
  const dns = e.MAIL_DNS_SERVERS?.trim();
  return {
    smtpHost: e.SMTP_HOST?.trim() || undefined,
    smtpPort: port,
    smtpSecure: e.SMTP_SECURE ?? port === 465,
    smtpRequireTls: e.SMTP_REQUIRE_TLS,
    smtpUser: e.SMTP_USER || undefined,
    smtpPassword: e.SMTP_PASSWORD || undefined,
    from: e.MAIL_FROM?.trim() || 'Fieldline <fieldline@localhost>',
    retryLimit: e.MAIL_RETRY_LIMIT,
    retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    dnsServers: !dns
      ? undefined
      : dns === 'off'
        ? 'off'
        : dns
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
  };
}

/**
 * Twice the machine's cores, at least 4 and at most 10. Small installations run PostgreSQL beside the server:
 * more connections than the cores can serve only queue inside the database, unfairly, where the pool's own
 * queue is first come, first served (the search benchmark's p99 at 20 callers on 2 cores: 19-20 ms with 10
 * connections, 13-16 ms with 4). A larger, separate database server wants DATABASE_POOL_SIZE raised.
 */
function defaultPoolSize(): number {
  return Math.min(10, Math.max(4, 2 * os.availableParallelism()));
}
