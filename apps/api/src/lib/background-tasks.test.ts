import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background-tasks.js';
import { createLogger } from './logger.js';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('background tasks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a task as pending until it settles, whether given as a promise or a function', async () => {
    const { logger } = capturedLogger();
    const tasks = createBackgroundTasks(logger);
    const first = deferred();
    const second = deferred();
    tasks.run(first.promise);
    tasks.run(() => second.promise);
    expect(tasks.pending).toBe(2);

    first.resolve();
    await first.promise;
    await Promise.resolve();
    expect(tasks.pending).toBe(1);
    second.resolve();
    await tasks.settled(1_000);
    expect(tasks.pending).toBe(0);
  });

  it('settles at once when nothing runs', async () => {
    vi.useFakeTimers();
    const tasks = createBackgroundTasks(capturedLogger().logger);
    await tasks.settled(60_000);
    expect(tasks.pending).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for every pending task, also one started while it waits', async () => {
    const tasks = createBackgroundTasks(capturedLogger().logger);
    const first = deferred();
    const later = deferred();
    tasks.run(async () => {
      await first.promise;
      tasks.run(later.promise);
    });
    let done = false;
    const settled = tasks.settled(60_000).then(() => (done = true));

    first.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    expect(tasks.pending).toBe(1);
    later.resolve();
    await settled;
    expect(tasks.pending).toBe(0);
  });

  it('stops waiting after the timeout and leaves the unfinished task counted', async () => {
    vi.useFakeTimers();
    const tasks = createBackgroundTasks(capturedLogger().logger);
    tasks.run(new Promise(() => {}));
    let done = false;
    const settled = tasks.settled(5_000).then(() => (done = true));

    await vi.advanceTimersByTimeAsync(4_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(done).toBe(true);
    expect(tasks.pending).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a failure with its name, code and message only, and never rejects', async () => {
    const { logger, lines } = capturedLogger();
    const tasks = createBackgroundTasks(logger);
    const smtpError = Object.assign(new Error('Invalid login: 535 at smtp://mailer:hunter2@smtp.example.nl:587'), {
      code: 'EAUTH',
      command: 'AUTH PLAIN AG1haWxlcgBodW50ZXIy',
      response: '535 Authentication failed',
    });
    tasks.run(Promise.reject(smtpError), 'order confirmation mail');
    tasks.run(() => {
      throw new TypeError('thrown before any promise');
    }, 'password reset');
    tasks.run(Promise.reject('a plain string with secret-token-123'));
    await tasks.settled(1_000);

    expect(tasks.pending).toBe(0);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      level: 50,
      task: 'order confirmation mail',
      msg: 'order confirmation mail failed',
      err: { name: 'Error', code: 'EAUTH', message: 'Invalid login: 535 at smtp://[redacted]@smtp.example.nl:587' },
    });
    expect(lines[1]).toMatchObject({
      task: 'password reset',
      err: { name: 'TypeError', message: 'thrown before any promise' },
    });
    expect(lines[2]).toMatchObject({
      task: 'background task',
      err: { message: 'a value that is not an Error was thrown' },
    });
    // pino's error serializer adds an empty `stack` to a plain object; no stack trace is logged.
    expect(lines.map((line) => (line.err as { stack?: string }).stack ?? '')).toEqual(['', '', '']);
    const logged = JSON.stringify(lines);
    for (const secret of ['hunter2', 'AG1haWxlcgBodW50ZXIy', 'Authentication failed', 'secret-token-123']) {
      expect(logged).not.toContain(secret);
    }
  });
});
