import path from 'node:path';
import { z } from 'zod';
import { ZTrustProxy } from './lib/trust-proxy.js';
import { PORTABILITY_CHECKS_PER_ADDRESS_PER_MINUTE } from '@mamt/contract';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The settings the dealer CRM needs together (VINSOLUTIONS_TIMEOUT_MS has a default). */
const VINSOLUTIONS_SETTINGS = ['VINSOLUTIONS_TOKEN_URL', 'VINSOLUTIONS_API_URL', 'VINSOLUTIONS_CLIENT_ID', 'VINSOLUTIONS_CLIENT_SECRET', 'VINSOLUTIONS_API_KEY'] as const;

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json or pretty (readable lines); unset, a terminal gets readable lines and anything else JSON. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL in production; the embedded PostgreSQL in DATA_DIR when unset. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SUPER_TENANT_CLOUD_ID: z.string().min(1).default('demo'),
  /** The address people open; reset links point here. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(480),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(7),
  /**
   * How long a process keeps a session it has read, so that a signed-in call needs no database round
   * trip; a sign-out, a password change or any change of the user or tenant ends it at once in every
   * process (the database announces it). 0: every call reads its session.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  RESET_LINK_MINUTES: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  LOGIN_ACCOUNT_LOCK_MINUTES: z.coerce.number().positive().default(5),
  /** Mail goes out over SMTP when set (smtp://user:pass@host:port); otherwise to the outbox table and the log. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('MAMT Console <no-reply@localhost>'),
  /**
   * Whether a white label's mail server may be on this machine or a private, link-local or metadata
   * address: off, a tenant's mail cannot reach the server's own network; on for a local SMTP sink.
   * SMTP_URL is the operator's own choice and is not checked.
   */
  MAIL_ALLOW_INTERNAL_HOSTS: bool.default(false),
  /** Demo tenants and users on an empty database; by default only on the embedded database (see seedDemo). */
  SEED_DEMO: bool.optional(),
  /** The built-in admin's password on a fresh database without demo data; generated and logged once when unset. */
  ADMIN_PASSWORD: z.string().min(6, { error: 'must be at least 6 characters' }).optional(),
  /** The built web console; served at / when the folder exists. */
  WEB_DIST: z.string().min(1).default('../web/dist'),
  TRUST_PROXY: ZTrustProxy.default(false),
  /**
   * The product's own figures for Prometheus at GET /metrics, on a listener of their own: unset, none.
   * Loopback unless METRICS_HOST says otherwise; who may scrape is the operator's to decide.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The longest a stopping process (SIGTERM, SIGINT) takes: it answers the requests in flight, finishes
   * or hands back its running work, then exits; past this it exits all the same.
   */
  SHUTDOWN_SECONDS: z.coerce.number().int().min(1).default(30),
  /** 32 bytes (64 hex characters) sealing outside systems' secrets; generated into DATA_DIR when unset. */
  APP_SECRET_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9_-]{43})$/, { error: 'must be 64 hex characters (32 bytes)' })
    .optional(),
  /** Where the demo tenants' platform connections point (the simulator that `npm start` runs). */
  DEMO_NETSAPIENS_URL: z.url({ protocol: /^https?$/ }).optional(),
  NETSAPIENS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  NETSAPIENS_CACHE_SECONDS: z.coerce.number().min(0).default(30),
  NETSAPIENS_MAX_PER_MINUTE: z.coerce.number().int().positive().default(100),
  /** Scales every per-user call limit of the contract (the platform proxy's 60 a minute): 2 doubles them. */
  PER_USER_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /** How often expired sessions and spent reset links are purged (one process does it per period). */
  PURGE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * How often every connected tenant's region map and cores are resynced from the platform (once
   * per period across all processes; document 2 says every 30 minutes). 0: only when a user asks.
   */
  REGION_SYNC_SECONDS: z.coerce.number().int().min(0).default(1800),
  /**
   * Attempts after the first failed delivery of a mail, and the first wait (doubled each time, with
   * jitter): the defaults give up after 5 to 10 minutes, well inside a reset link's lifetime.
   */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).default(5),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  /**
   * Attempts after the first failed piece of a Reprovisioning or Device Sync (a hundred devices at
   * most, check-synced on the platform), and the first wait (doubled each time): the defaults give a
   * platform that is down a minute and more before the piece's devices are counted failed.
   */
  DEVICE_JOB_RETRY_LIMIT: z.coerce.number().int().min(0).default(3),
  DEVICE_JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  /** Mails one process hands to mail servers at the same time (a send to a whole domain). */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /**
   * How long a process holds the QR e-mails it has taken: the mails of a process that dies are sent by
   * another once this has passed. Longer than any mail can take (its turn, then a 30 s delivery
   * deadline): shorter, a slow mail server could see a mail twice.
   */
  QR_MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).default(180),
  /** How long the record of a send of QR e-mails, and where each mail stood, is kept. */
  QR_MAIL_KEEP_DAYS: z.coerce.number().int().min(1).default(90),
  /** Password-reset mails per account within LOGIN_FAILURE_WINDOW_MINUTES. */
  RESET_MAX_MAILS_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  /** Failed provisioning attempts of one app login within the window before it is blocked (document 4 §3.3). */
  PROVISIONING_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  PROVISIONING_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /**
   * Refused password checks (wrong passwords, made-up logins, spent QR codes) from one client address
   * within the window before that address may try no more passwords for a while; app devices that
   * re-provision with their own device password are never held back by it.
   */
  PROVISIONING_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  /**
   * The share (percent) of a tenant's platform request budget that anonymous password checks of the
   * app may spend, so that strangers can never starve the tenant's console.
   */
  PROVISIONING_PLATFORM_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(20),
  /**
   * The Fleet screen's registration reads: how long one domain's read stands for every viewer, and
   * the share (percent) of the tenant's platform budget those reads may spend at most.
   */
  FLEET_REGISTRATION_CACHE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  FLEET_PLATFORM_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(10),
  /** A device behind the configuration that has not fetched it for this long is listed as needing attention. */
  FLEET_STALE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(1440),
  /**
   * The least time a refused password check takes, so that an unknown login, a static account and a
   * platform user all answer in the same time band (the platform's own answer time counts too).
   */
  PROVISIONING_REFUSAL_MS: z.coerce.number().int().min(0).max(10_000).default(300),
  /** How often the app re-provisions (extProvInterval of the Account XML). */
  PROVISIONING_INTERVAL_SECONDS: z.coerce.number().int().min(60).default(3600),
  /**
   * The dashboard's monitoring source: a Prometheus (its HTTP API's base address) and the monitored
   * host's `instance` label there; unset, the product answers with its own host's figures, sampled
   * every MONITORING_SAMPLE_SECONDS into a ring buffer of an hour.
   */
  PROMETHEUS_URL: z.url({ protocol: /^https?$/ }).optional(),
  PROMETHEUS_INSTANCE: z.string().min(1).max(200).regex(/^[^"\\\n]+$/, { error: 'may not contain quotes, backslashes or line breaks' }).optional(),
  PROMETHEUS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** How long one answer of a monitoring figure is shared by every dashboard (a room of dashboards costs one query). */
  MONITORING_CACHE_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  MONITORING_SAMPLE_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /**
   * The weather of the dashboard: OpenWeatherMap's current weather with WEATHER_API_KEY, Open-Meteo
   * (no key) otherwise; WEATHER_URL replaces the service's address (`npm start` points it at the
   * weather simulator), WEATHER_GEOCODING_URL Open-Meteo's geocoding address.
   */
  WEATHER_API_KEY: z.string().min(1).max(200).optional(),
  WEATHER_URL: z.url({ protocol: /^https?$/ }).optional(),
  WEATHER_GEOCODING_URL: z.url({ protocol: /^https?$/ }).optional(),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  WEATHER_CACHE_MINUTES: z.coerce.number().positive().default(10),
  /** How long System Logs keeps its entries (the periodic purge removes older ones). */
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** A Loki to which System Logs' entries also go, and from which the screen then reads them. */
  LOKI_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOKI_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * Number portability: where the demo's provider credentials point (the simulator `npm start` runs),
   * how long a provider may take, and the public check's budgets. A lookup is one number asked of one
   * provider (the page asks all three); a stranger's address and a tenant's link each have a budget
   * an hour, and each provider answers at most PORTABILITY_CONCURRENT_CHECKS checks at once per process.
   */
  DEMO_PORTABILITY_URL: z.url({ protocol: /^https?$/ }).optional(),
  PORTABILITY_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  PORTABILITY_CHECKS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(PORTABILITY_CHECKS_PER_ADDRESS_PER_MINUTE),
  PORTABILITY_LOOKUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(900),
  PORTABILITY_LOOKUPS_PER_TENANT_PER_HOUR: z.coerce.number().int().positive().default(6000),
  /**
   * Lookups an hour over every tenant's link together: cloud ids can be guessed, and each tenant's own
   * budget alone lets a guesser spend that much per tenant. Once reached, a tenant that has had less than
   * its share (this divided among the active tenants) is still answered.
   */
  PORTABILITY_LOOKUPS_PER_HOUR: z.coerce.number().int().positive().default(30000),
  PORTABILITY_CONCURRENT_CHECKS: z.coerce.number().int().min(1).max(64).default(4),
  /** How long the one-time token of a QR e-mail stays valid (document 4 §2); a new e-mail to the user revokes it sooner. */
  PROVISIONING_TOKEN_DAYS: z.coerce.number().positive().max(365).default(7),
  /**
   * The car-dealer CRM (VinSolutions) whose dealers /vn_dealers lists and removes: the OAuth2 token
   * URL, the API's base address (the gateway's /gateway/v1/... paths are added), the client's
   * credentials and the API key sent beside the token. All five or none: unset, the dealer calls
   * answer 503 saying the dealer CRM is not configured. `npm start` points them at the simulator.
   */
  VINSOLUTIONS_TOKEN_URL: z.url({ protocol: /^https?$/ }).optional(),
  VINSOLUTIONS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  VINSOLUTIONS_CLIENT_ID: z.string().min(1).max(200).optional(),
  VINSOLUTIONS_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  VINSOLUTIONS_API_KEY: z.string().min(1).max(500).optional(),
  VINSOLUTIONS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
}).superRefine((config, context) => {
  // Some of the dealer CRM's settings without the others would only fail at the first call.
  const vinSolutionsMissing = VINSOLUTIONS_SETTINGS.filter((key) => config[key] === undefined);
  if (vinSolutionsMissing.length > 0 && vinSolutionsMissing.length < VINSOLUTIONS_SETTINGS.length) {
    for (const key of vinSolutionsMissing) context.addIssue({ code: 'custom', path: [key], message: `is required with the other VinSolutions settings (${VINSOLUTIONS_SETTINGS.join(', ')}: all or none)` });
  }
  // Processes sharing one PostgreSQL must seal secrets with the same key: a key file per DATA_DIR would differ.
  if (config.DATABASE_URL && !config.APP_SECRET_KEY) {
    context.addIssue({ code: 'custom', path: ['APP_SECRET_KEY'], message: 'is required with DATABASE_URL (every process must use the same key)' });
  }
});

export type Config = z.output<typeof ZConfig> & { publicUrl: string; dataDir: string; webDist: string; seedDemo: boolean };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once at boot and lists every bad key at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ZConfig.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const config = parsed.data;
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(config.DATA_DIR),
    // The published demo password must not reach a production database by default.
    seedDemo: config.SEED_DEMO ?? !config.DATABASE_URL,
    webDist: path.resolve(import.meta.dirname, '..', config.WEB_DIST),
  };
}
