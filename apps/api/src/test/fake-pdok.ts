// A local fake of PDOK's Locatieserver search API (v3_1), for the tests of the PDOK address adapter: its `free`
// endpoint over a few fixture addresses, answered in the Locatieserver's JSON (Solr's `response` with numFound,
// start, maxScore and docs, only the fields `fl` asks for). It understands the filter queries the adapter sends
// (`fq=field:value`, every one must match) and `rows`; a `q` other than `*:*` matches nothing, as the fake does no
// free-text search. It keeps every query it got, and can be told to answer an error status or to never answer.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One address as the Locatieserver's `adres` doc holds it (the fields the tests need). */
export interface PdokAddressDoc {
  postcode: string;
  huisnummer: number;
  huisletter?: string;
  huisnummertoevoeging?: string;
  straatnaam: string;
  woonplaatsnaam: string;
  gemeentenaam: string;
  provincienaam: string;
}

/**
 * Addresses for the tests. 3511 LX is not in the shipped table (postcodes.ts), so an answer for it can only come from
 * the fake; 9712 CP and 8911 DH are, and Leeuwarden's province is written as PDOK writes it (Fryslân, where the table
 * says Friesland).
 */
export const PDOK_FIXTURES: readonly PdokAddressDoc[] = [
  {
    postcode: '3511LX',
    huisnummer: 1,
    straatnaam: 'Visschersplein',
    woonplaatsnaam: 'Utrecht',
    gemeentenaam: 'Utrecht',
    provincienaam: 'Utrecht',
  },
  {
    postcode: '3511LX',
    huisnummer: 37,
    straatnaam: 'Visschersplein',
    woonplaatsnaam: 'Utrecht',
    gemeentenaam: 'Utrecht',
    provincienaam: 'Utrecht',
  },
  {
    postcode: '9712CP',
    huisnummer: 5,
    straatnaam: 'Broerstraat',
    woonplaatsnaam: 'Groningen',
    gemeentenaam: 'Groningen',
    provincienaam: 'Groningen',
  },
  {
    postcode: '8911DH',
    huisnummer: 4,
    huisletter: 'a',
    straatnaam: 'Oldehoofsterkerkhof',
    woonplaatsnaam: 'Leeuwarden',
    gemeentenaam: 'Leeuwarden',
    provincienaam: 'Fryslân',
  },
];

export type FakePdokMode = { kind: 'answer' } | { kind: 'fail'; status: number } | { kind: 'hang' };

export interface FakePdok {
  /** The search API's address, as PDOK_URL: `http://127.0.0.1:{port}/bzk/locatieserver/search/v3_1/`. */
  url: string;
  /** The query string of every request, in order. */
  queries: URLSearchParams[];
  /** How the fake answers from now on: normally, with an error status, or never. */
  setMode(mode: FakePdokMode): void;
  close(): Promise<void>;
}

const BASE_PATH = '/bzk/locatieserver/search/v3_1/';

function displayName(doc: PdokAddressDoc): string {
  const number = `${doc.huisnummer}${doc.huisletter ?? ''}${doc.huisnummertoevoeging ? `-${doc.huisnummertoevoeging}` : ''}`;
  return `${doc.straatnaam} ${number}, ${doc.postcode.slice(0, 4)} ${doc.postcode.slice(4)} ${doc.woonplaatsnaam}`;
}

/** The doc as the Locatieserver stores it: every field, `type` and `weergavenaam` included. */
function storedDoc(doc: PdokAddressDoc): Record<string, unknown> {
  return {
    type: 'adres',
    bron: 'BAG',
    weergavenaam: displayName(doc),
    id: `adr-${doc.postcode}-${doc.huisnummer}${doc.huisletter ?? ''}`,
    ...doc,
  };
}

/** Does a doc pass one `fq` (`field:value`, Solr's syntax for an exact match)? */
function matches(doc: Record<string, unknown>, filter: string): boolean {
  const colon = filter.indexOf(':');
  if (colon < 1) return false;
  const field = filter.slice(0, colon);
  const value = filter.slice(colon + 1);
  return doc[field] !== undefined && String(doc[field]).toLowerCase() === value.toLowerCase();
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' }).end(JSON.stringify(body));
}

export async function startFakePdok(fixtures: readonly PdokAddressDoc[] = PDOK_FIXTURES): Promise<FakePdok> {
  const docs = fixtures.map(storedDoc);
  const queries: URLSearchParams[] = [];
  let mode: FakePdokMode = { kind: 'answer' };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-pdok');
    if (req.method !== 'GET' || url.pathname !== `${BASE_PATH}free`) {
      json(res, 404, { message: 'Not Found' });
      return;
    }
    queries.push(url.searchParams);
    if (mode.kind === 'hang') return; // the socket stays open until close()
    if (mode.kind === 'fail') {
      json(res, mode.status, { message: 'Internal Server Error' });
      return;
    }
    const q = url.searchParams.get('q') ?? '*:*';
    const filters = url.searchParams.getAll('fq');
    const found = q === '*:*' ? docs.filter((doc) => filters.every((filter) => matches(doc, filter))) : [];
    const rows = Number(url.searchParams.get('rows') ?? '10');
    const fields = url.searchParams
      .get('fl')
      ?.split(/[\s,]+/)
      .filter(Boolean);
    const shown = found
      .slice(0, Number.isInteger(rows) && rows >= 0 ? rows : 10)
      .map((doc) => (fields ? Object.fromEntries(fields.flatMap((f) => (f in doc ? [[f, doc[f]]] : []))) : doc));
    json(res, 200, {
      response: {
        numFound: found.length,
        start: 0,
        maxScore: found.length > 0 ? 1 : 0,
        numFoundExact: true,
        docs: shown,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    queries,
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
