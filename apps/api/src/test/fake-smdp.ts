// A local fake SM-DP+ for the tests of the ES2+ adapter (docs/contracts.md §12): the ES2+ functions of GSMA SGP.22 v2.x
// an operator calls (downloadOrder, confirmOrder, cancelOrder, releaseProfile at /gsma/rsp2/es2plus/…), answered as
// the specification writes them (HTTP 200, JSON, a header with the function's execution status and, when it failed,
// its subject and reason codes), behind mutual TLS: the fake serves HTTPS with a certificate openssl makes for the run
// and admits only clients with the client certificate it made too. The test gives the app those files as
// ES2PLUS_CA_FILE, ES2PLUS_CERT_FILE and ES2PLUS_KEY_FILE. `notify` plays the SM-DP+'s side after a phone scanned the
// code: it posts a HandleDownloadProgressInfo to the operator's notification URL.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { iccidFrom, ICCID_LENGTH, ICCID_PREFIX, type Es2plusStatusCodeData } from '@telecom/domain';

export type FakeProfileState = 'allocated' | 'confirmed' | 'released' | 'installed' | 'cancelled';

export interface FakeProfile {
  iccid: string;
  profileType: string;
  state: FakeProfileState;
  eid?: string;
  matchingId?: string;
  finalProfileStatusIndicator?: string;
}

export interface FakeSmdpCall {
  function: string;
  headers: { adminProtocol: string | undefined; contentType: string | undefined };
  body: Record<string, unknown>;
}

export interface FakeSmdp {
  /** The ES2+ base address, as ES2PLUS_URL: `https://127.0.0.1:{port}`. */
  url: string;
  /** The address it gives out in confirmOrder, in every activation code. */
  smdpAddress: string;
  /** The functionRequesterIdentifier it admits (ES2PLUS_FUNCTION_REQUESTER) and the one it signs its notices with. */
  functionRequester: string;
  smdpIdentifier: string;
  /** PEM files: its own certificate (the CA to trust) and the client certificate and key it admits. */
  files: { ca: string; cert: string; key: string };
  /** The settings that point the app at it. */
  env: Record<string, string>;
  profiles: Map<string, FakeProfile>;
  calls: FakeSmdpCall[];
  /** The next call of `fn` answers Failed with these codes (once). */
  failNext(fn: string, statusCodeData: Es2plusStatusCodeData): void;
  /** Posts a HandleDownloadProgressInfo for `iccid` to `url`; its HTTP status and body. */
  notify(
    url: string,
    iccid: string,
    point: number,
    status?: 'Executed-Success' | 'Failed',
    overrides?: Record<string, unknown>,
  ): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const PROFILE_TYPE = 'telenova-nl';
const SUCCESS = { functionExecutionStatus: { status: 'Executed-Success' } };
const failed = (statusCodeData: Es2plusStatusCodeData) => ({
  header: { functionExecutionStatus: { status: 'Failed', statusCodeData } },
});

/** SGP.22's codes (§5.2.6) for what the fake refuses. */
const REFUSALS = {
  requester: { subjectCode: '8.1', reasonCode: '1.2', message: 'Function requester not allowed' },
  missing: (element: string) => ({ subjectCode: '8.1', reasonCode: '1.1', message: `Missing ${element}` }),
  unknownIccid: { subjectCode: '8.2.1', reasonCode: '3.9', message: 'Unknown ICCID' },
  unknownProfileType: { subjectCode: '8.2.5', reasonCode: '3.9', message: 'Unknown profile type' },
  wrongState: (state: string) => ({ subjectCode: '8.2.1', reasonCode: '3.8', message: `Profile is ${state}` }),
} satisfies Record<string, Es2plusStatusCodeData | ((arg: string) => Es2plusStatusCodeData)>;

/** A matching id as SM-DP+s give them: four groups of five upper-case letters and digits. */
const newMatchingId = () =>
  Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[randomInt(34)]).join(''),
  ).join('-');

/** A Dutch ICCID: 8931, 14 random digits, the Luhn check digit. */
const newIccid = () =>
  iccidFrom(Array.from({ length: ICCID_LENGTH - ICCID_PREFIX.length - 1 }, () => String(randomInt(10))).join(''));

export async function startFakeSmdp({
  functionRequester = 'telenova.nl',
  smdpIdentifier = 'fake-smdp.example',
  smdpAddress = 'rsp.fake-smdp.example',
}: { functionRequester?: string; smdpIdentifier?: string; smdpAddress?: string } = {}): Promise<FakeSmdp> {
  const profiles = new Map<string, FakeProfile>();
  const calls: FakeSmdpCall[] = [];
  const failures = new Map<string, Es2plusStatusCodeData>();
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-smdp-'));
  const files = certificates(dir);

  const app = express();
  app.use(express.json({ type: () => true }));
  app.use((_req, res, next) => {
    res.set('X-Admin-Protocol', 'gsma/rsp/v2.2.0');
    next();
  });

  // What every function checks first: the protocol header, the call's identifier, the requester.
  app.post('/gsma/rsp2/es2plus/:fn', (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    calls.push({
      function: req.params.fn,
      headers: { adminProtocol: req.get('x-admin-protocol'), contentType: req.get('content-type') },
      body,
    });
    if (!/^gsma\/rsp\/v2\.\d+\.\d+$/.test(req.get('x-admin-protocol') ?? '')) return res.status(400).end();
    const header = body.header as { functionRequesterIdentifier?: unknown; functionCallIdentifier?: unknown };
    if (typeof header?.functionCallIdentifier !== 'string' || header.functionCallIdentifier === '')
      return res.json(failed(REFUSALS.missing('functionCallIdentifier')));
    if (header.functionRequesterIdentifier !== functionRequester) return res.json(failed(REFUSALS.requester));
    const failure = failures.get(req.params.fn);
    if (failure) {
      failures.delete(req.params.fn);
      return res.json(failed(failure));
    }
    next();
  });

  const profileOf = (body: Record<string, unknown>) =>
    typeof body.iccid === 'string' ? profiles.get(body.iccid) : undefined;

  app.post('/gsma/rsp2/es2plus/downloadOrder', (req, res) => {
    const body = req.body as Record<string, unknown>;
    const profileType = body.profileType ?? PROFILE_TYPE;
    if (profileType !== PROFILE_TYPE) return res.json(failed(REFUSALS.unknownProfileType));
    const profile: FakeProfile = {
      iccid: newIccid(),
      profileType,
      state: 'allocated',
      ...(typeof body.eid === 'string' ? { eid: body.eid } : {}),
    };
    profiles.set(profile.iccid, profile);
    res.json({ header: SUCCESS, iccid: profile.iccid });
  });

  app.post('/gsma/rsp2/es2plus/confirmOrder', (req, res) => {
    const body = req.body as Record<string, unknown>;
    const profile = profileOf(body);
    if (!profile) return res.json(failed(REFUSALS.unknownIccid));
    if (typeof body.releaseFlag !== 'boolean') return res.json(failed(REFUSALS.missing('releaseFlag')));
    if (profile.state !== 'allocated') return res.json(failed(REFUSALS.wrongState(profile.state)));
    profile.matchingId = typeof body.matchingId === 'string' ? body.matchingId : newMatchingId();
    if (typeof body.eid === 'string') profile.eid = body.eid;
    profile.state = body.releaseFlag ? 'released' : 'confirmed';
    res.json({
      header: SUCCESS,
      ...(profile.eid ? { eid: profile.eid } : {}),
      matchingId: profile.matchingId,
      smdpAddress,
    });
  });

  app.post('/gsma/rsp2/es2plus/releaseProfile', (req, res) => {
    const profile = profileOf(req.body as Record<string, unknown>);
    if (!profile) return res.json(failed(REFUSALS.unknownIccid));
    if (profile.state !== 'confirmed') return res.json(failed(REFUSALS.wrongState(profile.state)));
    profile.state = 'released';
    res.json({ header: SUCCESS });
  });

  app.post('/gsma/rsp2/es2plus/cancelOrder', (req, res) => {
    const body = req.body as Record<string, unknown>;
    const profile = profileOf(body);
    if (!profile) return res.json(failed(REFUSALS.unknownIccid));
    if (body.finalProfileStatusIndicator !== 'Available' && body.finalProfileStatusIndicator !== 'Unavailable')
      return res.json(failed(REFUSALS.missing('finalProfileStatusIndicator')));
    if (profile.state === 'installed' || profile.state === 'cancelled')
      return res.json(failed(REFUSALS.wrongState(profile.state)));
    profile.state = 'cancelled';
    profile.finalProfileStatusIndicator = body.finalProfileStatusIndicator;
    res.json({ header: SUCCESS });
  });

  app.use((_req, res) => res.status(404).end());

  const server = createServer(
    {
      key: readFileSync(files.serverKey),
      cert: readFileSync(files.ca),
      // Mutual TLS: only the client certificate made for this run gets in.
      ca: readFileSync(files.cert),
      requestCert: true,
      rejectUnauthorized: true,
    },
    app,
  ).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    smdpAddress,
    functionRequester,
    smdpIdentifier,
    files: { ca: files.ca, cert: files.cert, key: files.key },
    env: {
      ESIM_PROVIDER: 'es2plus',
      ES2PLUS_URL: url,
      ES2PLUS_FUNCTION_REQUESTER: functionRequester,
      ES2PLUS_CA_FILE: files.ca,
      ES2PLUS_CERT_FILE: files.cert,
      ES2PLUS_KEY_FILE: files.key,
      ES2PLUS_SMDP_IDENTIFIER: smdpIdentifier,
      ES2PLUS_PROFILE_TYPE: PROFILE_TYPE,
    },
    profiles,
    calls,
    failNext(fn, statusCodeData) {
      failures.set(fn, statusCodeData);
    },
    async notify(target, iccid, point, status = 'Executed-Success', overrides = {}) {
      const profile = profiles.get(iccid);
      if (point === 4 && status === 'Executed-Success' && profile) profile.state = 'installed';
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json;charset=UTF-8', 'X-Admin-Protocol': 'gsma/rsp/v2.2.0' },
        body: JSON.stringify({
          header: {
            functionRequesterIdentifier: smdpIdentifier,
            functionCallIdentifier: randomBytes(8).toString('hex'),
          },
          ...(profile?.eid ? { eid: profile.eid } : { eid: '89049032000000000000000000000042' }),
          iccid,
          profileType: profile?.profileType ?? PROFILE_TYPE,
          timestamp: new Date().toISOString(),
          notificationPointId: point,
          notificationPointStatus: { status },
          ...overrides,
        }),
      });
      const text = await answer.text();
      return { status: answer.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's certificates, made by openssl in `dir`: the server's (for 127.0.0.1, self-signed: the CA a client trusts)
 * and a client certificate with its key (self-signed: the CA the server admits).
 */
function certificates(dir: string) {
  const made = (name: string, subject: string, extension: string) => {
    const [key, cert] = [path.join(dir, `${name}.key`), path.join(dir, `${name}.pem`)];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        subject,
        '-addext',
        extension,
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    );
    return { key, cert };
  };
  const server = made('server', '/CN=127.0.0.1', 'subjectAltName=IP:127.0.0.1');
  const client = made('client', '/CN=telenova.nl ES2plus client', 'extendedKeyUsage=clientAuth');
  return { ca: server.cert, serverKey: server.key, cert: client.cert, key: client.key };
}
