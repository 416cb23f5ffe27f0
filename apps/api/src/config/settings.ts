// The only place that reads process.env. Every setting of docs/contracts.md §3 is read and validated once, at start;
// a bad value stops the start with a message that names the setting and what is wrong with it.
import { accessSync, constants, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';

const DURATION_PATTERN = /^(\d+)\s*(s|m|h|d)?$/;
const DURATION_UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** Parses a token lifetime such as `1h`, `30m`, `7d` or `3600` (seconds) into seconds. */
export function parseDurationSeconds(value: string): number | null {
  const match = DURATION_PATTERN.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 's') as keyof typeof DURATION_UNIT_SECONDS;
  const seconds = amount * DURATION_UNIT_SECONDS[unit];
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : null;
}

const booleanSetting = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), 'must be true or false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The names Express knows for groups of addresses, besides single addresses and CIDR ranges. */
const PROXY_GROUPS = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of Express's group names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_GROUPS.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/contracts.md §3): which X-Forwarded-For to believe. `false` (none: the connection's address is the
 * client's), a hop count, or a comma-separated list of the proxies' addresses or CIDR ranges. `true` is refused: it
 * would believe any X-Forwarded-For a client sends, and so let anyone choose the address the limits count.
 */
export type TrustProxy = false | number | string[];

const TrustProxySetting = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): TrustProxy => {
    if (value === 'false') return false;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyEntry)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a hop count (0-10), or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (not true: that would believe any X-Forwarded-For)',
    });
    return z.NEVER;
  });

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** A file the server can read (a certificate or key): checked at start, so that a typo stops the start, not an order. */
const readableFile = optionalString.pipe(
  z
    .string()
    .refine((file) => {
      try {
        accessSync(file, constants.R_OK);
        return statSync(file).isFile();
      } catch {
        return false;
      }
    }, 'must be the path of a readable file')
    .optional(),
);

const EnvSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65_535, 'must be between 0 and 65535')
      .default(3000),
    DATABASE_PATH: z.string().trim().min(1, 'must not be empty').default('data/app.db'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .refine(
          (v) => /^postgres(ql)?:\/\/[^\s]+$/i.test(v) && URL.canParse(v),
          'must be a PostgreSQL address such as postgres://user:password@host:5432/telecom',
        )
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: 'must be a number of connections' })
      .int('must be a whole number of connections')
      .min(1, 'must be between 1 and 100')
      .max(100, 'must be between 1 and 100')
      .default(10),
    MIGRATE_ON_START: optionalString.pipe(booleanSetting.optional()),
    API_KEY_REQUESTS_PER_MINUTE: z.coerce
      .number({ error: 'must be a number of requests' })
      .int('must be a whole number of requests')
      .min(1, 'must be between 1 and 100000')
      .max(100_000, 'must be between 1 and 100000')
      .default(120),
    JWT_SECRET: optionalString.pipe(
      z
        .string()
        .refine((v) => Buffer.byteLength(v, 'utf8') >= 32, 'must be at least 32 bytes long')
        .optional(),
    ),
    JWT_TTL: z
      .string()
      .default('1h')
      .refine((v) => parseDurationSeconds(v) !== null, 'must be a duration such as 1h, 30m, 7d or a number of seconds'),
    ADMIN_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z
        .string()
        .min(8, 'must be at least 8 characters long')
        .refine((v) => Buffer.byteLength(v, 'utf8') <= 72, 'must be at most 72 bytes long (bcrypt reads no more)')
        .optional(),
    ),
    SEED_DEMO: optionalString.pipe(booleanSetting.optional()),
    MAIL_DIR: z.string().trim().min(1, 'must not be empty').default('data/mail'),
    SMTP_URL: optionalString.pipe(
      z
        .url('must be a URL such as smtp://user:pass@host:587')
        .refine((v) => /^smtps?:\/\//i.test(v), 'must start with smtp:// or smtps://')
        .optional(),
    ),
    PAYMENT_DELAY_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be between 0 and 60000')
      .max(60_000, 'must be between 0 and 60000')
      .optional(),
    ESIM_READY_DELAY_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be between 0 and 600000')
      .max(600_000, 'must be between 0 and 600000')
      .optional(),
    PAYMENT_PROVIDER: optionalString.pipe(
      z.enum(['simulated', 'mollie'], { error: 'must be simulated or mollie' }).default('simulated'),
    ),
    MOLLIE_API_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(live|test)_[A-Za-z0-9]{20,}$/, "must be a Mollie API key (live_… or test_… from Mollie's dashboard)")
        .optional(),
    ),
    MOLLIE_API_URL: optionalString.pipe(
      z
        .url('must be an address such as https://api.mollie.com/v2/')
        .refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://')
        .default('https://api.mollie.com/v2/'),
    ),
    ALLOW_SIMULATED_PAYMENTS: optionalString.pipe(booleanSetting.optional()),
    ADDRESS_PROVIDER: optionalString.pipe(
      z.enum(['table', 'pdok'], { error: 'must be table or pdok' }).default('table'),
    ),
    PDOK_URL: optionalString.pipe(
      z
        .url('must be an address such as https://api.pdok.nl/bzk/locatieserver/search/v3_1/')
        .refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://')
        .default('https://api.pdok.nl/bzk/locatieserver/search/v3_1/'),
    ),
    ESIM_PROVIDER: optionalString.pipe(
      z.enum(['simulated', 'es2plus'], { error: 'must be simulated or es2plus' }).default('simulated'),
    ),
    ES2PLUS_URL: optionalString.pipe(
      z
        .url("must be the SM-DP+'s ES2+ address such as https://smdp.example.com")
        .refine((v) => /^https:\/\//i.test(v), 'must start with https:// (ES2+ runs over TLS)')
        .optional(),
    ),
    ES2PLUS_FUNCTION_REQUESTER: optionalString.pipe(z.string().max(256, 'must be at most 256 characters').optional()),
    ES2PLUS_CERT_FILE: readableFile,
    ES2PLUS_KEY_FILE: readableFile,
    ES2PLUS_CA_FILE: readableFile,
    ES2PLUS_SMDP_IDENTIFIER: optionalString.pipe(z.string().max(256, 'must be at most 256 characters').optional()),
    ES2PLUS_PROFILE_TYPE: optionalString.pipe(z.string().max(256, 'must be at most 256 characters').optional()),
    VOICE_PLATFORM: optionalString.pipe(
      z.enum(['simulated', 'kamailio'], { error: 'must be simulated or kamailio' }).default('simulated'),
    ),
    ALLOW_SIMULATED_VOICE: optionalString.pipe(booleanSetting.optional()),
    SIP_DOMAIN: optionalString.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i,
          'must be a domain name such as sip.example.nl',
        )
        .default('sip.telenova.nl'),
    ),
    SIP_PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65_535, 'must be between 1 and 65535')
      .default(5060),
    SIP_WS_URL: optionalString.pipe(
      z
        .url('must be a WebSocket address such as wss://sip.example.nl/ws')
        .refine((v) => /^wss?:\/\//i.test(v), 'must start with wss:// (or ws:// for a local test)')
        .optional(),
    ),
    KAMAILIO_RPC_URL: optionalString.pipe(
      z
        .url("must be Kamailio's JSON-RPC address such as http://127.0.0.1:5090/RPC")
        .refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://')
        .optional(),
    ),
    STT_PROVIDER: optionalString.pipe(
      z
        .enum(['simulated', 'openai-compatible'], { error: 'must be simulated or openai-compatible' })
        .default('simulated'),
    ),
    STT_URL: optionalString.pipe(
      z
        .url('must be the speech-to-text server such as https://api.openai.com (without /v1/audio/transcriptions)')
        .refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://')
        .optional(),
    ),
    STT_API_KEY: optionalString,
    STT_MODEL: optionalString.pipe(z.string().max(200, 'must be at most 200 characters').default('whisper-1')),
    STT_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(1_000, 'must be between 1000 and 300000')
      .max(300_000, 'must be between 1000 and 300000')
      .default(60_000),
    ALLOW_SIMULATED_STT: optionalString.pipe(booleanSetting.optional()),
    SMS_PROVIDER: optionalString.pipe(z.enum(['simulated'], { error: 'must be simulated' }).default('simulated')),
    ALLOW_SIMULATED_SMS: optionalString.pipe(booleanSetting.optional()),
    ALLOW_LOCAL_WEBHOOKS: optionalString.pipe(booleanSetting.optional()),
    LLM_PROVIDER: optionalString.pipe(
      z.enum(['rules', 'openai-compatible'], { error: 'must be rules or openai-compatible' }).default('rules'),
    ),
    LLM_API_URL: optionalString.pipe(
      z
        .url('must be the chat completions server such as https://api.openai.com (without /v1/chat/completions)')
        .refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://')
        .optional(),
    ),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
    LLM_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(1_000, 'must be between 1000 and 120000')
      .max(120_000, 'must be between 1000 and 120000')
      .default(10_000),
    PUBLIC_URL: optionalString.pipe(
      z
        .url('must be the site address such as https://www.example.nl')
        .refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://')
        .optional(),
    ),
    TRUST_PROXY: TrustProxySetting,
    MEDIA_SERVER_HOST: optionalString.pipe(
      z
        .string()
        .refine((v) => isIP(v) !== 0, 'must be an IP address such as 127.0.0.1')
        .default('127.0.0.1'),
    ),
    MEDIA_SERVER_PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65_535, 'must be between 1 and 65535')
      .default(5080),
    METRICS_TOKEN: optionalString.pipe(
      z
        .string()
        .refine((v) => Buffer.byteLength(v, 'utf8') >= 16, 'must be at least 16 bytes long')
        .refine((v) => !/\s/.test(v), 'must not contain spaces')
        .optional(),
    ),
    // OpenTelemetry's own names (docs/contracts.md §18): traces go to the collector's /v1/traces under the endpoint.
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(
      z
        .url('must be an address such as http://otel-collector:4318')
        .refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://')
        .optional(),
    ),
    OTEL_SERVICE_NAME: optionalString.pipe(z.string().default('telecom-api')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (env.PAYMENT_PROVIDER === 'mollie' && !env.MOLLIE_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['MOLLIE_API_KEY'], message: 'is required when PAYMENT_PROVIDER=mollie' });
    }
    if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'simulated' && !env.ALLOW_SIMULATED_PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'is simulated, which takes no money: with NODE_ENV=production set PAYMENT_PROVIDER=mollie and MOLLIE_API_KEY, or ALLOW_SIMULATED_PAYMENTS=true for a demo',
      });
    }
    if (env.ESIM_PROVIDER === 'es2plus') {
      for (const name of ['ES2PLUS_URL', 'ES2PLUS_FUNCTION_REQUESTER'] as const)
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when ESIM_PROVIDER=es2plus' });
      // ES2+ is mutual TLS: in production the SM-DP+ must know who calls, and the notifications who sends them.
      if (env.NODE_ENV === 'production')
        for (const name of ['ES2PLUS_CERT_FILE', 'ES2PLUS_KEY_FILE', 'ES2PLUS_SMDP_IDENTIFIER'] as const)
          if (!env[name])
            ctx.addIssue({
              code: 'custom',
              path: [name],
              message: 'is required when ESIM_PROVIDER=es2plus and NODE_ENV=production',
            });
    }
    if (env.NODE_ENV === 'production' && env.VOICE_PLATFORM === 'simulated' && !env.ALLOW_SIMULATED_VOICE) {
      ctx.addIssue({
        code: 'custom',
        path: ['VOICE_PLATFORM'],
        message:
          'is simulated, which connects no calls: with NODE_ENV=production set VOICE_PLATFORM=kamailio and KAMAILIO_RPC_URL, or ALLOW_SIMULATED_VOICE=true for a demo',
      });
    }
    if (env.NODE_ENV === 'production' && env.STT_PROVIDER === 'simulated' && !env.ALLOW_SIMULATED_STT) {
      ctx.addIssue({
        code: 'custom',
        path: ['STT_PROVIDER'],
        message:
          'is simulated, which only knows the example messages: with NODE_ENV=production set STT_PROVIDER=openai-compatible and STT_URL, or ALLOW_SIMULATED_STT=true for a demo',
      });
    }
    if (env.STT_PROVIDER === 'openai-compatible' && !env.STT_URL) {
      ctx.addIssue({ code: 'custom', path: ['STT_URL'], message: 'is required when STT_PROVIDER=openai-compatible' });
    }
    if (env.LLM_PROVIDER === 'openai-compatible')
      for (const name of ['LLM_API_URL', 'LLM_MODEL'] as const)
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when LLM_PROVIDER=openai-compatible' });
    if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'simulated' && !env.ALLOW_SIMULATED_SMS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message:
          'is simulated, which sends no SMS (it keeps them in the database): with NODE_ENV=production set ALLOW_SIMULATED_SMS=true until a real SMS gateway is configured',
      });
    }
    if (env.VOICE_PLATFORM === 'kamailio' && !env.KAMAILIO_RPC_URL) {
      ctx.addIssue({ code: 'custom', path: ['KAMAILIO_RPC_URL'], message: 'is required when VOICE_PLATFORM=kamailio' });
    }
    if (Boolean(env.ES2PLUS_CERT_FILE) !== Boolean(env.ES2PLUS_KEY_FILE)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ES2PLUS_CERT_FILE ? 'ES2PLUS_KEY_FILE' : 'ES2PLUS_CERT_FILE'],
        message: 'ES2PLUS_CERT_FILE and ES2PLUS_KEY_FILE must be set together',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
  });

export interface Settings {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  databasePath: string;
  /** PostgreSQL's address; undefined: the embedded SQLite of databasePath (docs/contracts.md §11). */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL: how many connections this instance keeps open at most. Each instance has a pool of its own, so
   * PostgreSQL's `max_connections` must cover the pools of all the instances together.
   */
  databasePoolSize: number;
  /** Apply the migrations at start (true); false when `npm run db:migrate` does it before the instances start. */
  migrateOnStart: boolean;
  /** Undefined outside production when not set: the server then generates one and keeps it next to the database. */
  jwtSecret: string | undefined;
  jwtTtl: string;
  jwtTtlSeconds: number;
  /** Requests an API key may make a minute (docs/decisions/069). */
  apiKeyRequestsPerMinute: number;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  mailDir: string;
  smtpUrl: string | undefined;
  /** How long the simulated payment provider takes (spec point 7: 2 s; 0 in tests). */
  paymentDelayMs: number;
  /** How long the simulated SM-DP+ takes to make an eSIM profile ready (2 s; 0 in tests). */
  esimReadyDelayMs: number;
  /**
   * Who takes the payments (docs/contracts.md §12): the built-in simulated provider, which takes no money (refused in
   * production unless ALLOW_SIMULATED_PAYMENTS=true), or Mollie through its official client at `apiUrl`.
   */
  payments: { provider: 'simulated' } | { provider: 'mollie'; apiKey: string; apiUrl: string };
  /**
   * Who answers the address lookup (docs/contracts.md §12): the table that ships with the product, which needs no
   * network, or PDOK's Locatieserver at `url` (its search API, ending in `/`).
   */
  address: { provider: 'table' } | { provider: 'pdok'; url: string };
  /**
   * Where the eSIM profiles come from (docs/contracts.md §12): the built-in simulated SM-DP+, or any SM-DP+ through
   * its GSMA SGP.22 ES2+ interface at `url`, over mutual TLS with the client certificate files.
   */
  esims: { provider: 'simulated' } | Es2plusSettings;
  /**
   * The SIP core (docs/contracts.md §15): the built-in simulated platform, which connects no call, or Kamailio, whose
   * JSON-RPC is at `rpcUrl`; and where phones sign in (shown with every SIP account).
   */
  voice: { platform: 'simulated' } | { platform: 'kamailio'; rpcUrl: string };
  sip: { domain: string; server: string; port: number; webSocketUrl: string };
  /**
   * The speech to text of voicemail messages (docs/contracts.md §16): the built-in simulated one, which knows the words
   * of the recorded example messages only (refused in production unless ALLOW_SIMULATED_STT=true), or any server of the
   * OpenAI-compatible `/v1/audio/transcriptions` API at `url`.
   */
  speechToText:
    | { provider: 'simulated' }
    | { provider: 'openai-compatible'; url: string; apiKey: string | undefined; model: string; timeoutMs: number };
  /** The SMS gateway (docs/contracts.md §16): only the simulated one, which keeps each SMS in `simulated_sms`. */
  sms: { provider: 'simulated' };
  /**
   * Webhook endpoints (docs/contracts.md §18) may be http:// on localhost and reach private addresses also in
   * production: ALLOW_LOCAL_WEBHOOKS=true, for the browser tests' local receiver and a demo, never a real shop.
   */
  allowLocalWebhooks: boolean;
  /**
   * The assistant's dialogue engine (docs/contracts.md §16): the built-in rule engine, or any server of the
   * OpenAI-compatible `/v1/chat/completions` API at `url` (the rule engine answers a turn it fails).
   */
  dialogue:
    | { provider: 'rules' }
    | { provider: 'openai-compatible'; url: string; apiKey: string | undefined; model: string; timeoutMs: number };
  /** The site's own address, used in links sent by e-mail (never taken from the request's Host header). */
  publicUrl: string;
  logLevel: string;
  /** Express's `trust proxy`: which X-Forwarded-For to believe for the client address (limits, logs). */
  trustProxy: TrustProxy;
  /**
   * The voicemail media server (docs/decisions/061): where the API listens for the calls Kamailio hands it (UDP) when
   * the voice platform is Kamailio, and where `npm run voice` tells Kamailio to send them.
   */
  mediaServer: { host: string; port: number };
  /** The bearer token of `GET /metrics` (docs/contracts.md §18); undefined: metrics are off and /metrics answers 404. */
  metricsToken: string | undefined;
  /** Where OpenTelemetry traces go (docs/contracts.md §18); undefined: no traces are made. */
  tracing: { endpoint: string; serviceName: string } | undefined;
}

export interface Es2plusSettings {
  provider: 'es2plus';
  /** The SM-DP+'s ES2+ base address; the functions are at `/gsma/rsp2/es2plus/<function>` under it. */
  url: string;
  /** Our functionRequesterIdentifier, as the SM-DP+ knows us. */
  functionRequester: string;
  /** The client certificate and its key (PEM files) for mutual TLS; the CA that signed the SM-DP+'s certificate. */
  certFile: string | undefined;
  keyFile: string | undefined;
  caFile: string | undefined;
  /** The functionRequesterIdentifier the SM-DP+'s notifications must carry; unset: any (not in production). */
  smdpIdentifier: string | undefined;
  /** The profileType of DownloadOrder, as agreed with the SM-DP+; unset: none sent (the SM-DP+'s default). */
  profileType: string | undefined;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

/** Reads and validates the settings; throws a SettingsError that lists every bad value. */
export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'settings'} ${issue.message}`),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // MAIL_DIR has a default; production must choose it: without SMTP_URL no mail leaves the server.
  if (isProduction && !e.SMTP_URL && !env.MAIL_DIR?.trim())
    throw new SettingsError([
      'SMTP_URL is required when NODE_ENV=production: without it no mail leaves the server (set MAIL_DIR explicitly to keep every mail as a file instead)',
    ]);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    databasePath: e.DATABASE_PATH,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    migrateOnStart: e.MIGRATE_ON_START ?? true,
    jwtSecret: e.JWT_SECRET,
    jwtTtl: e.JWT_TTL,
    jwtTtlSeconds: parseDurationSeconds(e.JWT_TTL) ?? 3600,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    mailDir: e.MAIL_DIR,
    smtpUrl: e.SMTP_URL,
    paymentDelayMs: e.PAYMENT_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 2000),
    esimReadyDelayMs: e.ESIM_READY_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 2000),
    payments:
      e.PAYMENT_PROVIDER === 'mollie' && e.MOLLIE_API_KEY
        ? { provider: 'mollie', apiKey: e.MOLLIE_API_KEY, apiUrl: e.MOLLIE_API_URL }
        : { provider: 'simulated' },
    address:
      e.ADDRESS_PROVIDER === 'pdok'
        ? { provider: 'pdok', url: e.PDOK_URL.endsWith('/') ? e.PDOK_URL : `${e.PDOK_URL}/` }
        : { provider: 'table' },
    esims:
      e.ESIM_PROVIDER === 'es2plus' && e.ES2PLUS_URL && e.ES2PLUS_FUNCTION_REQUESTER
        ? {
            provider: 'es2plus',
            url: e.ES2PLUS_URL.replace(/\/+$/, ''),
            functionRequester: e.ES2PLUS_FUNCTION_REQUESTER,
            certFile: e.ES2PLUS_CERT_FILE,
            keyFile: e.ES2PLUS_KEY_FILE,
            caFile: e.ES2PLUS_CA_FILE,
            smdpIdentifier: e.ES2PLUS_SMDP_IDENTIFIER,
            profileType: e.ES2PLUS_PROFILE_TYPE,
          }
        : { provider: 'simulated' },
    voice:
      e.VOICE_PLATFORM === 'kamailio' && e.KAMAILIO_RPC_URL
        ? { platform: 'kamailio', rpcUrl: e.KAMAILIO_RPC_URL }
        : { platform: 'simulated' },
    sip: {
      domain: e.SIP_DOMAIN.toLowerCase(),
      server: e.SIP_DOMAIN.toLowerCase(),
      port: e.SIP_PORT,
      webSocketUrl: e.SIP_WS_URL ?? `wss://${e.SIP_DOMAIN.toLowerCase()}/ws`,
    },
    speechToText:
      e.STT_PROVIDER === 'openai-compatible' && e.STT_URL
        ? {
            provider: 'openai-compatible',
            url: e.STT_URL.replace(/\/+$/, ''),
            apiKey: e.STT_API_KEY,
            model: e.STT_MODEL,
            timeoutMs: e.STT_TIMEOUT_MS,
          }
        : { provider: 'simulated' },
    sms: { provider: e.SMS_PROVIDER },
    allowLocalWebhooks: e.ALLOW_LOCAL_WEBHOOKS ?? false,
    dialogue:
      e.LLM_PROVIDER === 'openai-compatible' && e.LLM_API_URL && e.LLM_MODEL
        ? {
            provider: 'openai-compatible',
            url: e.LLM_API_URL.replace(/\/+$/, ''),
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : { provider: 'rules' },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    mediaServer: { host: e.MEDIA_SERVER_HOST, port: e.MEDIA_SERVER_PORT },
    metricsToken: e.METRICS_TOKEN,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
  };
}
