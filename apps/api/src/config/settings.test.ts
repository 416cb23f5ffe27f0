import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, parseDurationSeconds, SettingsError } from './settings.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

/** Where production's mail goes in these tests: a folder chosen on purpose. */
const PRODUCTION_MAIL = { MAIL_DIR: 'data/mail' };
describe('loadSettings', () => {
  it('gives the documented defaults when nothing is set', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      databasePath: 'data/app.db',
      databasePoolSize: 10,
      jwtSecret: undefined,
      jwtTtl: '1h',
      jwtTtlSeconds: 3600,
      admin: undefined,
      seedDemo: true,
      mailDir: 'data/mail',
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      paymentDelayMs: 2000,
      esimReadyDelayMs: 2000,
    });
  });

  it('refuses local webhook endpoints unless ALLOW_LOCAL_WEBHOOKS=true', () => {
    expect(loadSettings({}).allowLocalWebhooks).toBe(false);
    expect(loadSettings({ ALLOW_LOCAL_WEBHOOKS: 'true' }).allowLocalWebhooks).toBe(true);
  });

  it('keeps metrics off unless METRICS_TOKEN is set', () => {
    expect(loadSettings({}).metricsToken).toBeUndefined();
    expect(loadSettings({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    expect(loadSettings({ METRICS_TOKEN: 'x'.repeat(16) }).metricsToken).toBe('x'.repeat(16));
  });

  it('counts the secret in bytes, so 11 three-byte characters are enough', () => {
    expect(
      loadSettings({
        ...PRODUCTION_MAIL,
        NODE_ENV: 'production',
        JWT_SECRET: '€'.repeat(11),
        ALLOW_SIMULATED_PAYMENTS: 'true',
        ALLOW_SIMULATED_VOICE: 'true',
        ALLOW_SIMULATED_STT: 'true',
        ALLOW_SIMULATED_SMS: 'true',
      }).jwtSecret,
    ).toBe('€'.repeat(11));
  });

  it('reads every setting', () => {
    const settings = loadSettings({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_PATH: '/var/lib/telecom/app.db',
      JWT_SECRET: 'x'.repeat(40),
      JWT_TTL: '30m',
      ADMIN_EMAIL: 'Admin@Example.NL',
      ADMIN_PASSWORD: 'a-long-password',
      SEED_DEMO: 'true',
      MAIL_DIR: '/var/mail/telecom',
      SMTP_URL: 'smtp://user:pass@mail.example.nl:587',
      PUBLIC_URL: 'https://www.example.nl/',
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: `live_${'k'.repeat(30)}`,
      ADDRESS_PROVIDER: 'pdok',
      VOICE_PLATFORM: 'kamailio',
      KAMAILIO_RPC_URL: 'http://127.0.0.1:5090/RPC',
      STT_PROVIDER: 'openai-compatible',
      STT_URL: 'https://stt.example.nl/',
      STT_API_KEY: 'sk-test',
      ALLOW_SIMULATED_SMS: 'true',
    });
    expect(settings).toMatchObject({
      address: { provider: 'pdok', url: 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/' },
      payments: { provider: 'mollie', apiKey: `live_${'k'.repeat(30)}`, apiUrl: 'https://api.mollie.com/v2/' },
      publicUrl: 'https://www.example.nl',
      isProduction: true,
      port: 8080,
      databasePath: '/var/lib/telecom/app.db',
      jwtSecret: 'x'.repeat(40),
      speechToText: {
        provider: 'openai-compatible',
        url: 'https://stt.example.nl',
        apiKey: 'sk-test',
        model: 'whisper-1',
        timeoutMs: 60_000,
      },
      sms: { provider: 'simulated' },
      jwtTtlSeconds: 1800,
      admin: { email: 'admin@example.nl', password: 'a-long-password' },
      seedDemo: true,
      mailDir: '/var/mail/telecom',
      smtpUrl: 'smtp://user:pass@mail.example.nl:587',
      voice: { platform: 'kamailio', rpcUrl: 'http://127.0.0.1:5090/RPC' },
    });
  });

  it('turns the demo data off by default in production', () => {
    expect(
      loadSettings({
        ...PRODUCTION_MAIL,
        NODE_ENV: 'production',
        JWT_SECRET: 'y'.repeat(32),
        ALLOW_SIMULATED_PAYMENTS: 'true',
        ALLOW_SIMULATED_VOICE: 'true',
        ALLOW_SIMULATED_STT: 'true',
        ALLOW_SIMULATED_SMS: 'true',
      }).seedDemo,
    ).toBe(false);
    expect(loadSettings({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('loses no mail by accident: production without SMTP_URL refuses to start unless MAIL_DIR is chosen', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'z'.repeat(32),
      ALLOW_SIMULATED_PAYMENTS: 'true',
      ALLOW_SIMULATED_VOICE: 'true',
      ALLOW_SIMULATED_STT: 'true',
      ALLOW_SIMULATED_SMS: 'true',
    };
    expect(problemsOf(production)).toEqual([
      'SMTP_URL is required when NODE_ENV=production: without it no mail leaves the server (set MAIL_DIR explicitly to keep every mail as a file instead)',
    ]);
    expect(loadSettings({ ...production, MAIL_DIR: '/var/mail/telecom' }).mailDir).toBe('/var/mail/telecom');
    expect(loadSettings({ ...production, SMTP_URL: 'smtp://mail.example.nl:587' }).smtpUrl).toBe(
      'smtp://mail.example.nl:587',
    );
    // Outside production the folder's default is fine.
    expect(loadSettings({}).mailDir).toBe('data/mail');
  });

  it('takes no money by accident: production refuses the simulated payment provider unless a demo allows it', () => {
    const production = {
      ...PRODUCTION_MAIL,
      NODE_ENV: 'production',
      JWT_SECRET: 'z'.repeat(32),
      ALLOW_SIMULATED_VOICE: 'true',
      ALLOW_SIMULATED_STT: 'true',
      ALLOW_SIMULATED_SMS: 'true',
    };
    expect(problemsOf(production)).toContain(
      'PAYMENT_PROVIDER is simulated, which takes no money: with NODE_ENV=production set PAYMENT_PROVIDER=mollie and MOLLIE_API_KEY, or ALLOW_SIMULATED_PAYMENTS=true for a demo',
    );
    expect(problemsOf({ ...production, PAYMENT_PROVIDER: 'simulated' })).toHaveLength(1);
    expect(problemsOf({ ...production, ALLOW_SIMULATED_PAYMENTS: 'false' })).toHaveLength(1);
    expect(loadSettings({ ...production, ALLOW_SIMULATED_PAYMENTS: 'true' }).payments).toEqual({
      provider: 'simulated',
    });
    expect(
      loadSettings({
        ...production,
        PAYMENT_PROVIDER: 'mollie',
        MOLLIE_API_KEY: `test_${'a1'.repeat(15)}`,
        MOLLIE_API_URL: 'https://127.0.0.1:9443/v2/',
      }).payments,
    ).toEqual({ provider: 'mollie', apiKey: `test_${'a1'.repeat(15)}`, apiUrl: 'https://127.0.0.1:9443/v2/' });
    // Outside production the simulated provider is the default.
    expect(loadSettings({}).payments).toEqual({ provider: 'simulated' });
  });

  it('connects no calls by accident: production refuses the simulated voice platform unless a demo allows it', () => {
    const production = {
      ...PRODUCTION_MAIL,
      NODE_ENV: 'production',
      JWT_SECRET: 'z'.repeat(32),
      ALLOW_SIMULATED_PAYMENTS: 'true',
      ALLOW_SIMULATED_STT: 'true',
      ALLOW_SIMULATED_SMS: 'true',
    };
    const refused =
      'VOICE_PLATFORM is simulated, which connects no calls: with NODE_ENV=production set VOICE_PLATFORM=kamailio and KAMAILIO_RPC_URL, or ALLOW_SIMULATED_VOICE=true for a demo';
    // Unset is the simulated platform, and so is saying it.
    expect(problemsOf(production)).toEqual([refused]);
    expect(problemsOf({ ...production, VOICE_PLATFORM: 'simulated' })).toEqual([refused]);
    expect(problemsOf({ ...production, ALLOW_SIMULATED_VOICE: 'false' })).toEqual([refused]);
    expect(loadSettings({ ...production, ALLOW_SIMULATED_VOICE: 'true' }).voice).toEqual({ platform: 'simulated' });
    expect(
      loadSettings({ ...production, VOICE_PLATFORM: 'kamailio', KAMAILIO_RPC_URL: 'http://127.0.0.1:5090/RPC' }).voice,
    ).toEqual({ platform: 'kamailio', rpcUrl: 'http://127.0.0.1:5090/RPC' });
    // Outside production the simulated platform is the default, without being allowed.
    expect(loadSettings({ NODE_ENV: 'development' }).voice).toEqual({ platform: 'simulated' });
  });

  it('transcribes and texts nothing by accident: production refuses the simulated speech to text and SMS gateway', () => {
    const production = {
      ...PRODUCTION_MAIL,
      NODE_ENV: 'production',
      JWT_SECRET: 'z'.repeat(32),
      ALLOW_SIMULATED_PAYMENTS: 'true',
      ALLOW_SIMULATED_VOICE: 'true',
    };
    expect(problemsOf(production)).toEqual([
      'STT_PROVIDER is simulated, which only knows the example messages: with NODE_ENV=production set STT_PROVIDER=openai-compatible and STT_URL, or ALLOW_SIMULATED_STT=true for a demo',
      'SMS_PROVIDER is simulated, which sends no SMS (it keeps them in the database): with NODE_ENV=production set ALLOW_SIMULATED_SMS=true until a real SMS gateway is configured',
    ]);
    const allowed = loadSettings({ ...production, ALLOW_SIMULATED_STT: 'true', ALLOW_SIMULATED_SMS: 'true' });
    expect([allowed.speechToText, allowed.sms]).toEqual([{ provider: 'simulated' }, { provider: 'simulated' }]);
    expect(problemsOf({ ...production, ALLOW_SIMULATED_SMS: 'true', STT_PROVIDER: 'openai-compatible' })).toEqual([
      'STT_URL is required when STT_PROVIDER=openai-compatible',
    ]);
    expect(
      loadSettings({
        STT_PROVIDER: 'openai-compatible',
        STT_URL: 'http://127.0.0.1:9000',
        STT_MODEL: 'Systran/faster-whisper-small',
        STT_TIMEOUT_MS: '5000',
      }).speechToText,
    ).toEqual({
      provider: 'openai-compatible',
      url: 'http://127.0.0.1:9000',
      apiKey: undefined,
      model: 'Systran/faster-whisper-small',
      timeoutMs: 5000,
    });
    expect(problemsOf({ STT_PROVIDER: 'whisper', SMS_PROVIDER: 'twilio', STT_TIMEOUT_MS: '10' })).toEqual([
      'STT_PROVIDER must be simulated or openai-compatible',
      'STT_TIMEOUT_MS must be between 1000 and 300000',
      'SMS_PROVIDER must be simulated',
    ]);
    // Outside production both simulated ones are the default, without being allowed.
    expect(loadSettings({ NODE_ENV: 'development' }).speechToText).toEqual({ provider: 'simulated' });
  });

  it('answers callers with the rule engine unless told to ask a chat completions server, which needs its address and model', () => {
    expect(loadSettings({}).dialogue).toEqual({ provider: 'rules' });
    expect(
      loadSettings({
        LLM_PROVIDER: 'openai-compatible',
        LLM_API_URL: 'http://127.0.0.1:11434/',
        LLM_API_KEY: 'sk-chat',
        LLM_MODEL: 'llama3.1:8b',
      }).dialogue,
    ).toEqual({
      provider: 'openai-compatible',
      url: 'http://127.0.0.1:11434',
      apiKey: 'sk-chat',
      model: 'llama3.1:8b',
      timeoutMs: 10_000,
    });
    expect(problemsOf({ LLM_PROVIDER: 'openai-compatible' })).toEqual([
      'LLM_API_URL is required when LLM_PROVIDER=openai-compatible',
      'LLM_MODEL is required when LLM_PROVIDER=openai-compatible',
    ]);
    expect(problemsOf({ LLM_PROVIDER: 'gpt', LLM_API_URL: 'ftp://x', LLM_TIMEOUT_MS: '500' })).toEqual([
      'LLM_PROVIDER must be rules or openai-compatible',
      'LLM_API_URL must start with http:// or https://',
      'LLM_TIMEOUT_MS must be between 1000 and 120000',
    ]);
  });

  it('looks addresses up in the shipped table unless told to ask PDOK, at the address given', () => {
    expect(loadSettings({}).address).toEqual({ provider: 'table' });
    expect(loadSettings({ ADDRESS_PROVIDER: 'table', PDOK_URL: 'http://127.0.0.1:9/' }).address).toEqual({
      provider: 'table',
    });
    expect(
      loadSettings({ ADDRESS_PROVIDER: ' pdok ', PDOK_URL: 'http://127.0.0.1:8123/search/v3_1/' }).address,
    ).toEqual({
      provider: 'pdok',
      url: 'http://127.0.0.1:8123/search/v3_1/',
    });
    // The adapter resolves `free` against the address: without its final slash, v3_1 would be lost.
    expect(loadSettings({ ADDRESS_PROVIDER: 'pdok', PDOK_URL: 'http://127.0.0.1:8123/search/v3_1' }).address).toEqual({
      provider: 'pdok',
      url: 'http://127.0.0.1:8123/search/v3_1/',
    });
  });

  it('reads the ES2+ provider, its SM-DP+ and the files of its mutual TLS', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'es2plus-settings-'));
    const [cert, key, ca] = ['client.pem', 'client.key', 'ca.pem'].map((name) => path.join(dir, name)) as [
      string,
      string,
      string,
    ];
    for (const file of [cert, key, ca]) writeFileSync(file, 'PEM');
    expect(loadSettings({}).esims).toEqual({ provider: 'simulated' });
    expect(
      loadSettings({
        ESIM_PROVIDER: 'es2plus',
        ES2PLUS_URL: 'https://smdp.example.com/',
        ES2PLUS_FUNCTION_REQUESTER: 'telenova.nl',
        ES2PLUS_CERT_FILE: cert,
        ES2PLUS_KEY_FILE: key,
        ES2PLUS_CA_FILE: ca,
        ES2PLUS_SMDP_IDENTIFIER: 'smdp.example.com',
        ES2PLUS_PROFILE_TYPE: 'telenova-nl',
      }).esims,
    ).toEqual({
      provider: 'es2plus',
      url: 'https://smdp.example.com',
      functionRequester: 'telenova.nl',
      certFile: cert,
      keyFile: key,
      caFile: ca,
      smdpIdentifier: 'smdp.example.com',
      profileType: 'telenova-nl',
    });
    // Production: the client certificate and the SM-DP+'s identifier too.
    const production = {
      ...PRODUCTION_MAIL,
      NODE_ENV: 'production',
      JWT_SECRET: 'z'.repeat(32),
      ALLOW_SIMULATED_PAYMENTS: 'true',
      ALLOW_SIMULATED_VOICE: 'true',
      ALLOW_SIMULATED_STT: 'true',
      ALLOW_SIMULATED_SMS: 'true',
      ESIM_PROVIDER: 'es2plus',
      ES2PLUS_URL: 'https://smdp.example.com',
      ES2PLUS_FUNCTION_REQUESTER: 'telenova.nl',
    };
    expect(problemsOf(production)).toEqual([
      'ES2PLUS_CERT_FILE is required when ESIM_PROVIDER=es2plus and NODE_ENV=production',
      'ES2PLUS_KEY_FILE is required when ESIM_PROVIDER=es2plus and NODE_ENV=production',
      'ES2PLUS_SMDP_IDENTIFIER is required when ESIM_PROVIDER=es2plus and NODE_ENV=production',
    ]);
    expect(
      problemsOf({
        ...production,
        ES2PLUS_CERT_FILE: cert,
        ES2PLUS_KEY_FILE: key,
        ES2PLUS_SMDP_IDENTIFIER: 'smdp.example.com',
      }),
    ).toEqual([]);
  });

  it.each([
    [{ ESIM_PROVIDER: 'gsma' }, 'ESIM_PROVIDER must be simulated or es2plus'],
    [
      { ESIM_PROVIDER: 'es2plus', ES2PLUS_FUNCTION_REQUESTER: 'telenova.nl' },
      'ES2PLUS_URL is required when ESIM_PROVIDER=es2plus',
    ],
    [
      { ESIM_PROVIDER: 'es2plus', ES2PLUS_URL: 'https://smdp.example.com' },
      'ES2PLUS_FUNCTION_REQUESTER is required when ESIM_PROVIDER=es2plus',
    ],
    [{ ES2PLUS_URL: 'http://smdp.example.com' }, 'ES2PLUS_URL must start with https:// (ES2+ runs over TLS)'],
    [{ ES2PLUS_CERT_FILE: '/nonexistent/client.pem' }, 'ES2PLUS_CERT_FILE must be the path of a readable file'],
    [{ ES2PLUS_CA_FILE: tmpdir() }, 'ES2PLUS_CA_FILE must be the path of a readable file'],
    [{ ES2PLUS_KEY_FILE: path.join(tmpdir()) }, 'ES2PLUS_KEY_FILE must be the path of a readable file'],
  ])('stops on a bad eSIM provider setting: %o', (env, problem) => {
    expect(problemsOf(env)).toContain(problem);
  });

  it('wants the client certificate and its key together', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'es2plus-settings-'));
    const cert = path.join(dir, 'client.pem');
    writeFileSync(cert, 'PEM');
    expect(problemsOf({ ES2PLUS_CERT_FILE: cert })).toEqual([
      'ES2PLUS_KEY_FILE ES2PLUS_CERT_FILE and ES2PLUS_KEY_FILE must be set together',
    ]);
  });

  it.each([
    [{ ADDRESS_PROVIDER: 'postnl' }, 'ADDRESS_PROVIDER must be table or pdok'],
    [{ PDOK_URL: 'pdok.nl' }, 'PDOK_URL must be an address such as https://api.pdok.nl/bzk/locatieserver/search/v3_1/'],
    [{ PDOK_URL: 'ftp://api.pdok.nl/' }, 'PDOK_URL must start with http:// or https://'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER must be simulated or mollie'],
    [{ PAYMENT_PROVIDER: 'mollie' }, 'MOLLIE_API_KEY is required when PAYMENT_PROVIDER=mollie'],
    [
      { PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'secret' },
      "MOLLIE_API_KEY must be a Mollie API key (live_… or test_… from Mollie's dashboard)",
    ],
    [{ MOLLIE_API_URL: 'ftp://api.mollie.com/v2/' }, 'MOLLIE_API_URL must start with http:// or https://'],
    [{ ALLOW_SIMULATED_PAYMENTS: 'sure' }, 'ALLOW_SIMULATED_PAYMENTS must be true or false'],
    [{ ALLOW_SIMULATED_VOICE: 'sure' }, 'ALLOW_SIMULATED_VOICE must be true or false'],
    [{ PORT: 'abc' }, 'PORT must be a port number'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [{ PORT: '3000.5' }, 'PORT must be a whole number'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET is required when NODE_ENV=production'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 bytes long'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) }, 'JWT_SECRET must be at least 32 bytes long'],
    [{ PAYMENT_DELAY_MS: 'soon' }, 'PAYMENT_DELAY_MS must be a number of milliseconds'],
    [{ PAYMENT_DELAY_MS: '-1' }, 'PAYMENT_DELAY_MS must be between 0 and 60000'],
    [{ ESIM_READY_DELAY_MS: 'later' }, 'ESIM_READY_DELAY_MS must be a number of milliseconds'],
    [{ PUBLIC_URL: 'ftp://example.nl' }, 'PUBLIC_URL must start with http:// or https://'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be the site address such as https://www.example.nl'],
    [{ JWT_TTL: 'soon' }, 'JWT_TTL must be a duration such as 1h, 30m, 7d or a number of seconds'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL must be an e-mail address'],
    [{ ADMIN_EMAIL: 'admin@example.nl' }, 'ADMIN_PASSWORD ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_EMAIL: 'admin@example.nl', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters long'],
    [
      { ADMIN_EMAIL: 'admin@example.nl', ADMIN_PASSWORD: 'é'.repeat(37) },
      'ADMIN_PASSWORD must be at most 72 bytes long (bcrypt reads no more)',
    ],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false'],
    [{ SMTP_URL: 'http://mail.example.nl' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ DATABASE_PATH: ' ' }, 'DATABASE_PATH must not be empty'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE must be a number of connections'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be between 1 and 100'],
    [{ DATABASE_POOL_SIZE: '101' }, 'DATABASE_POOL_SIZE must be between 1 and 100'],
    [{ DATABASE_POOL_SIZE: '2.5' }, 'DATABASE_POOL_SIZE must be a whole number of connections'],
    [{ METRICS_TOKEN: 'x'.repeat(15) }, 'METRICS_TOKEN must be at least 16 bytes long'],
    [{ METRICS_TOKEN: 'sixteen bytes or more' }, 'METRICS_TOKEN must not contain spaces'],
  ])('stops on a bad value: %o', (env, problem) => {
    expect(problemsOf(env)).toContain(problem);
  });

  it.each(['true', '10.0.0.0/33', 'proxy.example.nl', '300.1.1.1', '11', ',', '10.0.0.1/8/8'])(
    'stops on TRUST_PROXY=%j, naming what it accepts',
    (value) => {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        'TRUST_PROXY must be false, a hop count (0-10), or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (not true: that would believe any X-Forwarded-For)',
      ]);
    },
  );

  it.each<[string | undefined, unknown]>([
    [undefined, ['loopback']],
    ['false', false],
    ['1', 1],
    ['0', 0],
    ['10.0.0.0/8, 172.16.0.0/12', ['10.0.0.0/8', '172.16.0.0/12']],
    ['loopback,uniquelocal,fd00::/8,192.0.2.10', ['loopback', 'uniquelocal', 'fd00::/8', '192.0.2.10']],
  ])('reads TRUST_PROXY=%s as %j', (value, trustProxy) => {
    expect(loadSettings(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    ['1', 1],
    ['25', 25],
    ['100', 100],
  ])('reads DATABASE_POOL_SIZE=%s as a pool of %i connections', (value, size) => {
    expect(loadSettings({ DATABASE_POOL_SIZE: value }).databasePoolSize).toBe(size);
  });

  it('lists every bad value at once in its message', () => {
    expect(() => loadSettings({ PORT: 'x', JWT_TTL: 'y' })).toThrow(/Invalid settings:\n {2}- PORT .*\n {2}- JWT_TTL /);
  });
});

describe('parseDurationSeconds', () => {
  it.each([
    ['1h', 3600],
    ['30m', 1800],
    ['45s', 45],
    ['30d', 2_592_000],
    ['3600', 3600],
    ['0', null],
    ['1w', null],
    ['-1h', null],
    ['', null],
  ])('%s → %s', (value, seconds) => {
    expect(parseDurationSeconds(value)).toBe(seconds);
  });
});
