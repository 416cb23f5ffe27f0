import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Response } from 'express';

/** Answers `body` as a download named `name`. */
export function sendFile(res: Response, type: string, name: string, body: string | Buffer): void {
  res.set('Content-Type', type).set('Content-Disposition', `attachment; filename="${name}"`).send(body);
}

/**
 * Answers the `chunks` as a download named `name`, written as they come (docs/contracts.md §12, "Exports stream"): the
 * next chunk is asked for only once the connection has taken the last one (`write` → false waits for `drain`), and
 * after a turn of the event loop, so that other requests are answered between two chunks, also on SQLite, whose
 * driver reads synchronously. A client that goes away stops the reading: the chunks' source is closed (`return`) and
 * reads nothing more. Nothing is sent before the first chunk: a failure there is the usual error answer; a failure
 * later breaks off the connection (the headers are gone), so that the client never takes a cut-off file for a whole
 * one, and goes to the error handler, which logs it.
 */
export async function streamFile(
  res: Response,
  type: string,
  name: string,
  chunks: AsyncIterable<string>,
): Promise<void> {
  // Closed before the end: the client went away (or the connection broke).
  let gone = false;
  // One listener each for the whole download (compression's response hands `drain` listeners to its zlib stream and
  // never takes them back: one per wait would pile up).
  let wake: (() => void) | undefined;
  const resume = () => {
    wake?.();
    wake = undefined;
  };
  const leave = () => {
    gone = true;
    resume();
  };
  res.on('drain', resume);
  res.once('close', leave);
  try {
    for await (const chunk of chunks) {
      if (gone) break;
      if (!res.headersSent)
        res.set('Content-Type', type).set('Content-Disposition', `attachment; filename="${name}"`).status(200);
      if (!res.write(chunk)) await new Promise<void>((resolve) => (wake = resolve));
      // HEAD: the headers are the answer.
      if (gone || res.req.method === 'HEAD') break;
      await nextTurn();
    }
  } catch (error) {
    if (res.headersSent) res.destroy();
    throw error;
  } finally {
    res.off('drain', resume);
    res.off('close', leave);
  }
  if (!gone) res.end();
}
