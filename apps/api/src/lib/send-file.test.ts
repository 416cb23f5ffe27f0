import { once } from 'node:events';
import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamFile } from './send-file.js';

/** 64 kB of text: a few of these fill the connection's buffers. */
const CHUNK = 'x'.repeat(64 * 1024);

interface Source {
  /** How many chunks were handed out. */
  given: number;
  /** Whether the source was closed (its `finally` ran). */
  closed: boolean;
  chunks: AsyncGenerator<string>;
}

/** A source of `count` chunks that counts what it gives; `failAt` throws instead of giving that chunk. */
function source(count: number, failAt?: number): Source {
  const counts = { given: 0, closed: false };
  async function* chunks() {
    try {
      for (let index = 0; index < count; index++) {
        if (index === failAt) throw new Error('the database went away');
        counts.given += 1;
        yield index === 0 ? `first\n${CHUNK}` : CHUNK;
      }
    } finally {
      counts.closed = true;
    }
  }
  return Object.assign(counts, { chunks: chunks() });
}

let server: Server | undefined;
const errors: unknown[] = [];

afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  errors.length = 0;
});

/** A listening app whose GET /export streams `current` through streamFile; its address. */
async function serve(current: () => Source): Promise<string> {
  const app = express();
  app.get('/export', async (_req, res) => {
    await streamFile(res, 'text/csv; charset=utf-8', 'export.csv', current().chunks);
  });
  const handler: ErrorRequestHandler = (err, _req, res, _next) => {
    errors.push(err);
    if (!res.headersSent) res.status(500).json({ code: 'INTERNAL' });
  };
  app.use(handler);
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const open = async (url: string): Promise<IncomingMessage> => {
  const request = get(url);
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  return response;
};

describe('streamFile', () => {
  it('answers every chunk in order as a download', async () => {
    const src = source(5);
    const base = await serve(() => src);
    const res = await fetch(`${base}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="export.csv"');
    expect(await res.text()).toBe(`first\n${CHUNK.repeat(5)}`);
    expect(src).toMatchObject({ given: 5, closed: true });
  });

  it('asks for no more while the client does not read (back-pressure), and for the rest once it does', async () => {
    const src = source(400); // 25 MB
    const base = await serve(() => src);
    const res = await open(`${base}/export`);
    res.pause();
    await vi.waitFor(() => expect(src.given).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const whilePaused = src.given;
    // The connection's buffers hold a few chunks; the source is not read to its end.
    expect(whilePaused).toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(src.given).toBe(whilePaused);
    let received = 0;
    res.on('data', (data: Buffer) => (received += data.length));
    res.resume();
    await once(res, 'end');
    expect(received).toBe('first\n'.length + 400 * CHUNK.length);
    expect(src).toMatchObject({ given: 400, closed: true });
  });

  it('stops reading its source when the client goes away, without an error', async () => {
    const src = source(10_000);
    const base = await serve(() => src);
    const res = await open(`${base}/export`);
    await once(res, 'data');
    res.destroy();
    await vi.waitFor(() => expect(src.closed).toBe(true));
    expect(src.given).toBeLessThan(200);
    expect(errors).toEqual([]);
  });

  it('answers the error when the first chunk fails, and breaks off the connection when a later one does', async () => {
    let src = source(3, 0);
    const base = await serve(() => src);
    const first = await fetch(`${base}/export`);
    expect(first.status).toBe(500);
    expect(await first.json()).toEqual({ code: 'INTERNAL' });

    src = source(3, 2);
    const later = await fetch(`${base}/export`);
    expect(later.status).toBe(200);
    // Not a whole file: the body ends with a broken connection, never a clean end.
    await expect(later.text()).rejects.toThrow();
    expect(errors).toHaveLength(2);
    expect(src.closed).toBe(true);
  });
});
