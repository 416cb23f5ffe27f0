// Kamailio started from the repository's configuration (voice/kamailio.cfg, docs/decisions/047): by the tests, each on
// free ports, and by a future `npm run voice`. Kamailio runs in the foreground (-DD) logging to stderr (-E), which is
// kept here; its pid file and runtime files go to a temporary folder that stop() removes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeUrl } from '../../db/connection.js';

/** The configuration kept in the repository. */
export const KAMAILIO_CONFIG = fileURLToPath(new URL('../../../voice/kamailio.cfg', import.meta.url));

export interface KamailioOptions {
  /** The product's SQLite file (absolute or relative to the working folder)… */
  databasePath?: string;
  /** …or its PostgreSQL address. */
  databaseUrl?: string;
  /** SIP over UDP and TCP; a free port when left out. */
  sipPort?: number;
  /** SIP over WebSocket (plain ws); a free port when left out. */
  wsPort?: number;
  /** JSON-RPC over HTTP on 127.0.0.1; a free port when left out. */
  rpcPort?: number;
  /** The SIP domain and digest realm of the accounts. */
  domain: string;
  /** Where calls to numbers that are not TeleNova's go, as a SIP URI (`sip:10.0.0.9:5060`); none: answered 404. */
  trunk?: string;
  /**
   * The voicemail media server (docs/decisions/061) as a SIP URI (`sip:127.0.0.1:5080`); none: voicemail and the
   * assistant leave the caller with the failure.
   */
  media?: string;
  /** The Kamailio binary (Debian's by default). */
  binary?: string;
  /** How long to wait for it to answer (10 s). */
  startTimeoutMs?: number;
}

export interface KamailioProcess {
  readonly sipPort: number;
  readonly wsPort: number;
  readonly rpcPort: number;
  /** Kamailio's JSON-RPC endpoint. */
  readonly rpcUrl: string;
  readonly domain: string;
  /** What Kamailio logged so far (the database's password masked). */
  log(): string;
  stop(): Promise<void>;
}

const LOG_LIMIT = 200_000;

/** A port free on 127.0.0.1 for TCP and, when `udp`, for UDP too. */
export async function freePort(udp = false): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (!udp) return port;
    const udpFree = await new Promise<boolean>((resolve) => {
      const socket = createSocket('udp4');
      socket.once('error', () => resolve(false));
      socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
    });
    if (udpFree) return port;
  }
  throw new Error('No free port found on 127.0.0.1');
}

/** Every Kamailio this process started and has not stopped: killed when the process exits, whatever the outcome. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function databaseAddress(options: KamailioOptions): string {
  if (options.databaseUrl) return options.databaseUrl;
  if (options.databasePath) return `sqlite://${path.resolve(options.databasePath)}`;
  throw new Error('startKamailio: give databasePath or databaseUrl');
}

async function rpcAnswers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', method: 'core.version', id: 1 }),
      signal: AbortSignal.timeout(1_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts Kamailio on the product's database and resolves once it answers on its JSON-RPC port (its workers are up by
 * then). Rejects with the tail of its log when it exits or does not answer in time.
 */
export async function startKamailio(options: KamailioOptions): Promise<KamailioProcess> {
  const address = databaseAddress(options);
  const sipPort = options.sipPort ?? (await freePort(true));
  const wsPort = options.wsPort ?? (await freePort());
  const rpcPort = options.rpcPort ?? (await freePort());
  const rpcUrl = `http://127.0.0.1:${rpcPort}/RPC`;
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'kamailio-'));
  const args = [
    '-f',
    KAMAILIO_CONFIG,
    '-DD',
    '-E',
    '-Y',
    runtimeDir,
    '-P',
    path.join(runtimeDir, 'kamailio.pid'),
    '-A',
    `SIP_PORT=${sipPort}`,
    '-A',
    `WS_PORT=${wsPort}`,
    '-A',
    `RPC_PORT=${rpcPort}`,
    '-A',
    `SIP_DOMAIN=${JSON.stringify(options.domain)}`,
    ...(options.trunk ? ['-A', `TRUNK=${JSON.stringify(options.trunk)}`] : []),
    ...(options.media ? ['-A', `MEDIA=${JSON.stringify(options.media)}`] : []),
  ];
  const child = spawn(options.binary ?? '/usr/sbin/kamailio', args, {
    // Kamailio writes its database times in local time: UTC, as the product reads them.
    env: { ...process.env, TZ: 'UTC', KAMAILIO_DB_URL: address },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-LOG_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  child.once('exit', () => running.delete(child));
  const secret = address.startsWith('postgres') ? new URL(address).password : '';
  const log = () => (secret ? output.split(secret).join('***') : output);

  let stopped = false;
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 3_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(runtimeDir, { recursive: true, force: true });
    }
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 10_000);
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  while (!(await rpcAnswers(rpcUrl))) {
    const gone = spawnError ?? (child.exitCode !== null ? new Error(`exited with ${child.exitCode}`) : undefined);
    if (gone || Date.now() > deadline) {
      await stop();
      const why = gone ? gone.message : 'did not answer in time';
      const where = address.startsWith('sqlite') ? address : describeUrl(address);
      throw new Error(`Kamailio on ${where} ${why}:\n${log().split('\n').slice(-30).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { sipPort, wsPort, rpcPort, rpcUrl, domain: options.domain, log, stop };
}
