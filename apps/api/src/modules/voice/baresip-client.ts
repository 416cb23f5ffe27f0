// A real SIP phone for the voice tests: Debian's baresip, run headless (no sound device: aubridge's loop stands in for
// microphone and speaker; G.711), driven through its ctrl_tcp module (JSON in netstrings: commands in, events such as REGISTER_OK,
// CALL_ESTABLISHED and CALL_CLOSED out). Test code only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './kamailio-process.js';

export interface BaresipEvent {
  type: string;
  param?: string;
  peeruri?: string;
  direction?: string;
}

export interface BaresipOptions {
  /** The SIP user name (E.164 digits) and password. */
  username: string;
  password: string;
  domain: string;
  /** Kamailio's SIP port on 127.0.0.1 (UDP), the outbound proxy. */
  sipPort: number;
  /** Answer incoming calls at once. */
  autoAnswer?: boolean;
  /** What the phone says in its calls: a WAV file (16-bit PCM) played by baresip's aufile module; silence without. */
  audioFile?: string;
}

export interface BaresipClient {
  readonly events: BaresipEvent[];
  /** Resolves with the first event of `type` (seen before or after the call), rejects after `timeoutMs`. */
  waitFor(type: string, timeoutMs?: number): Promise<BaresipEvent>;
  /**
   * Resolves once baresip has printed a line matching `pattern` (its registration's outcome comes before the control
   * connection is up, so it is read from the output), rejects after `timeoutMs`.
   */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<string>;
  dial(target: string): Promise<void>;
  hangup(): Promise<void>;
  /** What baresip printed. */
  log(): string;
  stop(): Promise<void>;
}

export async function startBaresip(options: BaresipOptions): Promise<BaresipClient> {
  const dir = mkdtempSync(path.join(tmpdir(), 'baresip-'));
  const ctrlPort = await freePort();
  const outbound = `sip:127.0.0.1:${options.sipPort};transport=udp`;
  writeFileSync(
    path.join(dir, 'accounts'),
    `<sip:${options.username}@${options.domain}>;auth_pass=${options.password};outbound="${outbound}";regint=60` +
      `;answermode=${options.autoAnswer ? 'auto' : 'manual'}\n`,
  );
  writeFileSync(
    path.join(dir, 'config'),
    [
      'poll_method epoll',
      'sip_listen 127.0.0.1:0',
      options.audioFile ? `audio_source aufile,${options.audioFile}` : 'audio_source aubridge,nil',
      'audio_player aubridge,nil',
      'audio_alert aubridge,nil',
      'module_path /usr/lib/baresip/modules',
      'module g711.so',
      'module aubridge.so',
      ...(options.audioFile ? ['module aufile.so'] : []),
      'module account.so',
      'module menu.so',
      'module ctrl_tcp.so',
      `ctrl_tcp_listen 127.0.0.1:${ctrlPort}`,
      '',
    ].join('\n'),
  );
  const child = spawn('/usr/bin/baresip', ['-f', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const events: BaresipEvent[] = [];
  const waiters: { type: string; resolve: (event: BaresipEvent) => void }[] = [];
  let socket: Socket | undefined;
  const deadline = Date.now() + 5_000;
  while (!socket) {
    socket = await new Promise<Socket | undefined>((resolve) => {
      const attempt = connect(ctrlPort, '127.0.0.1');
      attempt.once('connect', () => resolve(attempt));
      attempt.once('error', () => resolve(undefined));
    });
    if (!socket) {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`baresip did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  // Netstrings: `<length>:<json>,`.
  let buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const colon = buffer.indexOf(0x3a);
      if (colon < 0) return;
      const length = Number(buffer.subarray(0, colon).toString('ascii'));
      if (buffer.length < colon + 1 + length + 1) return;
      const message = JSON.parse(buffer.subarray(colon + 1, colon + 1 + length).toString('utf8')) as {
        event?: boolean;
        type?: string;
      } & BaresipEvent;
      buffer = buffer.subarray(colon + 1 + length + 1);
      if (!message.event || !message.type) continue;
      events.push(message);
      for (const waiter of waiters.filter((candidate) => candidate.type === message.type)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  socket.on('error', () => undefined);
  const ctrl = socket;

  const command = (name: string, params = '') =>
    new Promise<void>((resolve, reject) => {
      const body = Buffer.from(JSON.stringify({ command: name, params, token: name }));
      ctrl.write(Buffer.concat([Buffer.from(`${body.length}:`), body, Buffer.from(',')]), (error) =>
        error ? reject(error) : resolve(),
      );
    });

  return {
    events,
    waitFor(type, timeoutMs = 5_000) {
      const seen = events.find((event) => event.type === type);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { type, resolve };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(
            new Error(
              `baresip ${options.username}: no ${type} within ${timeoutMs} ms; events: ${events.map((event) => event.type).join(', ')}`,
            ),
          );
        }, timeoutMs);
        waiter.resolve = (event) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiters.push(waiter);
      });
    },
    // Returns as soon as the line is there; the limit only bounds a failure. 5 s was once too short for a REGISTER's
    // 200 OK while the CI's suite kept both cores busy (baresip's start and the challenge's round trip).
    async waitForOutput(pattern, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = output.split('\n').find((candidate) => pattern.test(candidate));
        if (line !== undefined) return line;
        if (Date.now() > deadline)
          throw new Error(`baresip ${options.username}: no output matching ${pattern} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    dial: (target) => command('dial', target),
    hangup: () => command('hangup'),
    log: () => output,
    async stop() {
      ctrl.destroy();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 2_000);
        await exited;
        clearTimeout(killer);
      }
      process.removeListener('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
