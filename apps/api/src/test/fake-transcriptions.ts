// A local fake of the OpenAI-compatible speech-to-text API (`POST /v1/audio/transcriptions`), for the tests of the
// adapter: it reads the multipart/form-data body as the real API does (file, model, response_format), keeps what it
// got, and answers verbose_json ({ task, language, duration, text, segments }) with the words of the recordings it
// knows (by their SHA-256), an empty text for others. It can be told to answer 500 or never to answer.
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedTranscription {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | undefined;
}

export interface FakeTranscriptions {
  url: string;
  received: ReceivedTranscription[];
  mode: 'answer' | 'error' | 'hang';
  /** The words of a recording, by the hex SHA-256 of its bytes, and the language whisper names ("dutch"). */
  know(audio: Buffer, text: string, language: string): void;
  /** The words of any other recording (a recorded call's, whose bytes are not known beforehand); unset: none. */
  otherwise: { text: string; language: string } | undefined;
  /** The words of the next recordings that are not known, one each, before `otherwise` (what a caller says in turn). */
  script: { text: string; language: string }[];
  close(): Promise<void>;
}

export async function startFakeTranscriptions(): Promise<FakeTranscriptions> {
  const known = new Map<string, { text: string; language: string }>();
  const hanging: ServerResponse[] = [];
  const fake: Omit<FakeTranscriptions, 'url' | 'close'> = {
    received: [],
    mode: 'answer',
    otherwise: undefined,
    script: [],
    know: (audio, text, language) => known.set(createHash('sha256').update(audio).digest('hex'), { text, language }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const contentType = req.headers['content-type'];
        // The multipart body read by the platform's own parser, as a server's framework would.
        const form = await new Request('http://fake/', {
          method: 'POST',
          headers: contentType ? { 'content-type': contentType } : {},
          body,
        })
          .formData()
          .catch(() => undefined);
        const fields: Record<string, string> = {};
        let file: ReceivedTranscription['file'];
        for (const [name, value] of form?.entries() ?? []) {
          if (typeof value === 'string') fields[name] = value;
          else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
        }
        fake.received.push({
          path: req.url ?? '',
          authorization: req.headers.authorization,
          contentType,
          fields,
          file,
        });
        if (fake.mode === 'hang') {
          hanging.push(res);
          return;
        }
        if (fake.mode === 'error' || req.url !== '/v1/audio/transcriptions' || !file) {
          res.writeHead(fake.mode === 'error' ? 500 : 400, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
          return;
        }
        const heard =
          known.get(createHash('sha256').update(file.bytes).digest('hex')) ?? fake.script.shift() ?? fake.otherwise;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            task: 'transcribe',
            language: heard?.language ?? 'english',
            duration: 14,
            text: heard ? ` ${heard.text}` : '',
            segments: [],
          }),
        );
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as FakeTranscriptions;
}
