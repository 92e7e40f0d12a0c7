import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type SiteSettings, siteEn as brand, defaultRetentionDays } from './from-src.ts';
import { readSiteSettings } from './site-config.ts';

const port = z.coerce.number().int().min(0).max(65535);
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Every setting the server reads from the environment. The README documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).optional(),
  API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8000'),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z
    .string()
    .refine((value) => !['true', 'yes'].includes(value.trim()), {
      message:
        'trusting every address lets any client choose its own with X-Forwarded-For: give the proxies in front, as a hop count (1) or their subnets (10.0.0.0/8)',
    })
    .default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HSTS: flag.default(true),
  // Unset: on in production, off in development, where every request renders the edited sources.
  PAGE_CACHE: flag.optional(),
  PAGE_CACHE_CONTROL: z
    .string()
    .min(1)
    .max(200)
    .default('public, max-age=0, s-maxage=300, stale-while-revalidate=86400'),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Several, comma-separated, newest first: cookies are signed with the first and read with any (a key rotates).
  SESSION_SECRET: z
    .string()
    .max(2_048)
    .transform((value) => value.split(',').map((one) => one.trim()))
    .refine((secrets) => secrets.every((one) => one.length >= 32), 'each secret must be at least 32 characters')
    .refine((secrets) => secrets.length <= 4, 'at most 4 secrets')
    .optional(),
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(5),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(200),
  UPLOADS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(3),
  UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(12),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(128),
  REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(16),
  REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(1_000_000).default(256),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  /** The embedded store's folder (server/store/, decision 075); unused with DATABASE_URL. */
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  CONTACT_MESSAGES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(5),
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(200),
  NEWSLETTER_SIGNUPS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(10),
  NEWSLETTER_SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(300),
  /** Newsletter mails a minute, for the whole site: what an ordinary SMTP account takes without blocking it. */
  NEWSLETTER_RATE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** How many days a contact message is kept before the daily sweep deletes it (server/store/sweep.ts, decision 082). */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(defaultRetentionDays),
  /** Mail to the office through the outbox (server/mail/, decision 080): a nodemailer SMTP URL. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine((value) => parseMailbox(value) !== undefined, {
      message: 'must be an address, or a name and an address: Agro Tourism <office@example.in>',
    })
    .optional(),
  /** The operator's file: contact details, profiles, videos, map (src/site-settings.ts). */
  SITE_CONFIG: z.string().min(1).optional(),
});

/** A mailbox: `name@domain` or `Name <name@domain>`; undefined when it is neither. */
export function parseMailbox(value: string): Mailbox | undefined {
  const match = /^(?:(.*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[2] ?? match?.[3];
  if (!address || !z.email().safeParse(address).success) return undefined;
  const name = match?.[1]?.replace(/^"(.*)"$/, '$1').trim();
  // A header's name never carries a line break or another control character.
  if (name && /\p{Cc}/u.test(name)) return undefined;
  return { name: name || undefined, address };
}

export interface Mailbox {
  name: string | undefined;
  address: string;
}

/** Mail to the office (server/mail/, decision 080), when SMTP_URL is set. */
export interface MailConfig {
  /** The nodemailer SMTP URL, with its password: handed to nodemailer only, never logged. */
  smtpUrl: string;
  /** Where it goes, for the log: scheme, host and port, no user or password. */
  smtpWhere: string;
  from: Mailbox;
  /** MAIL_FROM was not set: `from` was derived (the SMTP user if an address, else no-reply@ SITE_URL's host). */
  fromDerived: boolean;
}

/** The bounds on what one client, and everyone together, may hold of the server (server/bounds.ts, decision 063). */
export interface Bounds {
  /** Open connections from one address (not counted for a trusted proxy's own address). */
  connectionsPerAddress: number;
  /** Requests with a body (form posts, the API, uploads) in flight from one client address. */
  requestsPerAddress: number;
  /** Requests with a body in flight from everyone together. */
  requestsInFlight: number;
  /** How long the body of a request may take to arrive, but for an upload's (server/http-server.ts: 2 min). */
  bodyTimeoutMs: number;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  apiUrl: URL;
  siteUrl: URL;
  /** Whether SITE_URL was given (else the site's links point at localhost). */
  siteUrlSet: boolean;
  /** The operator's file (SITE_CONFIG), read at start; empty without one. */
  site: SiteSettings;
  siteConfigPath: string | undefined;
  /** Express `trust proxy`: false (no proxy in front), a hop count, or the proxies' subnets. */
  trustProxy: false | number | string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  hsts: boolean;
  pageCache: boolean;
  /** Cache-Control of the pages every visitor shares (personal answers are always no-store). */
  pageCacheControl: string;
  apiTimeoutMs: number;
  redisUrl: string | undefined;
  /** The key the admin's session and device cookies are signed with (server/admin-sessions.ts `ownCookie`). */
  /** The secrets cookies are signed with (the first) and read with (any), newest first. */
  sessionSecrets: string[];
  /** SESSION_SECRET was not set: this process made one up (configWarnings says what follows). */
  sessionSecretGenerated: boolean;
  registrationLimits: {
    /** Registrations sent on from one client address in an hour. */
    perAddress: number;
    /** Registrations sent on from everyone together in an hour. */
    perHour: number;
    /** Registration uploads one client address may have in flight at once. */
    uploadsPerAddress: number;
    /** Registration uploads everyone together may have in flight at once (each up to 10 MB in memory). */
    uploadsInFlight: number;
  };
  bounds: Bounds;
  /** The embedded store's folder, made if missing (server/store/sqlite.ts). */
  dataDir: string;
  /** PostgreSQL instead of the embedded store, for several replicas (server/store/postgres.ts). */
  databaseUrl: string | undefined;
  contactLimits: {
    /** Contact messages stored from one client address in an hour. */
    perAddress: number;
    /** Contact messages stored from everyone together in an hour. */
    perHour: number;
  };
  /** Newsletter mails sent a minute, for the whole site (decision 099). */
  newsletterRate: number;
  newsletterLimits: {
    /** Newsletter sign-ups taken from one client address in an hour. */
    perAddress: number;
    /** Newsletter sign-ups taken from everyone together in an hour. */
    perHour: number;
  };
  /** Days a contact message is kept: the daily sweep deletes older ones (server/store/sweep.ts), and the privacy notice says so. */
  retentionDays: number;
  /** Mail to the office; undefined without SMTP_URL (messages are kept only in the store). */
  mail: MailConfig | undefined;
};

/** `TRUST_PROXY`: false, a hop count, or Express's list of subnets / names (never `true`: decision 063). */
function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'false' || value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export class ConfigError extends Error {}

/**
 * Parse and check the environment and the operator's file (SITE_CONFIG); throws a ConfigError
 * naming every bad variable, or every bad or unknown key of the file.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  let site: SiteSettings = {};
  if (env.SITE_CONFIG) {
    const read = readSiteSettings(env.SITE_CONFIG);
    if ('problems' in read)
      throw new ConfigError(
        `Invalid configuration:\n  SITE_CONFIG ${env.SITE_CONFIG}:\n    ${read.problems.join('\n    ')}`,
      );
    site = read.settings;
  }
  const host = env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  const siteUrl = new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host,
    apiUrl: new URL(env.API_URL),
    siteUrl,
    siteUrlSet: env.SITE_URL !== undefined,
    site,
    siteConfigPath: env.SITE_CONFIG,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    hsts: env.HSTS,
    pageCache: env.PAGE_CACHE ?? env.NODE_ENV !== 'development',
    pageCacheControl: env.PAGE_CACHE_CONTROL,
    apiTimeoutMs: env.API_TIMEOUT_MS,
    redisUrl: env.REDIS_URL,
    sessionSecrets: env.SESSION_SECRET ?? [randomBytes(32).toString('base64url')],
    sessionSecretGenerated: env.SESSION_SECRET === undefined,
    registrationLimits: {
      perAddress: env.REGISTRATIONS_PER_ADDRESS,
      perHour: env.REGISTRATIONS_PER_HOUR,
      uploadsPerAddress: env.UPLOADS_PER_ADDRESS,
      uploadsInFlight: env.UPLOADS_IN_FLIGHT,
    },
    bounds: {
      connectionsPerAddress: env.CONNECTIONS_PER_ADDRESS,
      requestsPerAddress: env.REQUESTS_PER_ADDRESS,
      requestsInFlight: env.REQUESTS_IN_FLIGHT,
      bodyTimeoutMs: env.BODY_TIMEOUT_MS,
    },
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    contactLimits: { perAddress: env.CONTACT_MESSAGES_PER_ADDRESS, perHour: env.CONTACT_MESSAGES_PER_HOUR },
    newsletterLimits: { perAddress: env.NEWSLETTER_SIGNUPS_PER_ADDRESS, perHour: env.NEWSLETTER_SIGNUPS_PER_HOUR },
    newsletterRate: env.NEWSLETTER_RATE,
    retentionDays: env.RETENTION_DAYS,
    mail: env.SMTP_URL ? mailConfig(env.SMTP_URL, env.MAIL_FROM, siteUrl) : undefined,
  };
}

/**
 * MAIL_FROM, or derived: the SMTP login when it is an address (many providers send only as
 * the account), else `no-reply@` the site's host, named after the site.
 */
function mailConfig(smtpUrl: string, from: string | undefined, siteUrl: URL): MailConfig {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  const derived: Mailbox = {
    name: `${brand.name} website`,
    address: z.email().safeParse(user).success ? user : `no-reply@${siteUrl.hostname}`,
  };
  return {
    smtpUrl,
    smtpWhere: `${url.protocol}//${url.host}`,
    from: (from && parseMailbox(from)) || derived,
    fromDerived: !from,
  };
}

/** What the operator should hear at start: settings left to defaults, or set, that do not suit every deployment. */
export function configWarnings(config: Pick<Config, 'sessionSecretGenerated' | 'trustProxy'>): string[] {
  const warnings: string[] = [];
  if (config.sessionSecretGenerated)
    warnings.push(
      'SESSION_SECRET is not set: a random one was made for this process. Admins signed in and ' +
        'devices known before a restart are unknown again, and replicas do not know each other’s ' +
        'sessions and devices: set the same SESSION_SECRET (32 characters or more) on every replica.',
    );
  if (config.trustProxy !== false)
    warnings.push(
      `TRUST_PROXY is ${config.trustProxy}: client addresses (limits, logs) are read from X-Forwarded-For. ` +
        'Set it only when that many proxies, or proxies at those addresses, are in front of the site: ' +
        'without one, any client chooses its own address and every per-address limit is void.',
    );
  return warnings;
}
