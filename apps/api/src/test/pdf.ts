// Reading the PDFs the API answers, for tests: supertest's body as one Buffer, and the document's text.
import { PDFParse } from 'pdf-parse';
import type request from 'supertest';

/** Supertest keeps a PDF answer as a Buffer. */
export const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The text of a PDF, line by line, with no-break spaces as spaces and runs of spaces as one. */
export async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The number of pages of a PDF. */
export async function pdfPageCount(data: Buffer): Promise<number> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getInfo()).total;
  } finally {
    await parser.destroy();
  }
}
