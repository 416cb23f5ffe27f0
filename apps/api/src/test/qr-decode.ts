// Test only: reading QR codes back, as a phone camera would, to check what an eSIM's QR code holds. The SVG of the
// `qrcode` package (one path of horizontal runs, one module high) is drawn into pixels first; a PNG is read as is.
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS whose typings declare an ES default export: under NodeNext the function is `.default`.
const jsQR = jsQRModule.default;

/** The text of the QR code in a PNG image; undefined when none is found. */
export function decodeQrPng(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** The text of the QR code of an SVG made by `qrcode` (viewBox 0 0 N N, runs of `h` in one dark path). */
export function decodeQrSvg(svg: string, scale = 6): string | undefined {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !path) return undefined;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MmHh])\s*(-?[\d.]+)(?:\s+(-?[\d.]+))?/g)) {
    const first = Number(a);
    const second = Number(b ?? 0);
    if (command === 'M') [x, y] = [first, second];
    else if (command === 'm') [x, y] = [x + first, y + second];
    else {
      const end = command === 'h' ? x + first : first;
      const row = Math.floor(y);
      for (let column = x; column < end; column++)
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const offset = ((row * scale + dy) * width + column * scale + dx) * 4;
            pixels.fill(0, offset, offset + 3);
          }
      x = end;
    }
  }
  return jsQR(pixels, width, width)?.data;
}

/** The parts of a MIME message (a .eml file) whose headers match `contentType`: their headers and decoded bodies. */
export function mimeParts(eml: string, contentType: RegExp): { headers: string; body: Buffer }[] {
  const parts: { headers: string; body: Buffer }[] = [];
  // The parts are split at the message's own boundaries (each multipart's `boundary=`), not at any line that starts
  // with "--": a quoted-printable body wraps its lines, and a random token's "--" can start one.
  const boundaries = [...eml.matchAll(/boundary="?([^"\r\n;]+)"?/gi)].map((match) =>
    match[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  if (boundaries.length === 0) return parts;
  const separator = new RegExp(`\\r?\\n--(?:${boundaries.join('|')})(?:--)?`);
  for (const chunk of eml.split(separator)) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = chunk.slice(0, split);
    if (!contentType.test(headers)) continue;
    const raw = chunk.slice(split).trim();
    const body = /content-transfer-encoding:\s*base64/i.test(headers)
      ? Buffer.from(raw.replace(/\s+/g, ''), 'base64')
      : /content-transfer-encoding:\s*quoted-printable/i.test(headers)
        ? Buffer.from(
            raw
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(raw);
    parts.push({ headers, body });
  }
  return parts;
}
