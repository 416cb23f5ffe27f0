// End to end on a real SIP core: two customers order and pay a number each through the API, set their SIP passwords
// in the dashboard's API, sign in with those credentials from a SIP phone outside the browser (Debian's baresip) on a
// Kamailio this test starts on the API's own database, and one calls the other; `GET /api/calls` then shows the call
// from Kamailio's accounting to both, with its length.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataStore } from '../../db/connection.js';
import { registerCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eventually, numberWithPassword, voiceDatabase } from '../../test/voice.js';
import { startBaresip, type BaresipClient } from './baresip-client.js';
import { createKamailioPlatform } from './kamailio-platform.js';
import { startKamailio, type KamailioProcess } from './kamailio-process.js';

const DOMAIN = 'voice.test';

let dir: string;
let store: DataStore;
let kamailio: KamailioProcess;
let t: TestApp;
const phones: BaresipClient[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'voice-api-'));
  const { store: opened, ...where } = await voiceDatabase(dir);
  store = opened;
  kamailio = await startKamailio({ ...where, domain: DOMAIN });
  t = await createTestApp({
    db: store,
    env: { SIP_DOMAIN: DOMAIN },
    voicePlatform: createKamailioPlatform({ db: store.kysely, domain: DOMAIN, rpcUrl: kamailio.rpcUrl }),
  });
  await t.services.voip.ensureInventory();
}, 60_000);

afterAll(async () => {
  await Promise.all(phones.map((phone) => phone.stop()));
  await kamailio?.stop();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('numbers that ring, through the API and Kamailio', () => {
  it('signs in a SIP phone with the dashboard’s credentials, connects a call, and lists it for both', async () => {
    const ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
    const bram = await registerCustomer(t, { email: 'bram@example.nl', firstName: 'Bram', lastName: 'de Vries' });
    const caller = await numberWithPassword(t, ingrid, 0);
    const callee = await numberWithPassword(t, bram, 0);
    const account = (await ingrid.get(`/api/voip/numbers/${encodeURIComponent(caller.number)}/sip`)).body;
    expect(account).toMatchObject({ username: caller.number.slice(1), domain: DOMAIN, server: DOMAIN });

    const start = (who: typeof caller, autoAnswer: boolean) =>
      startBaresip({ ...who, domain: account.domain, sipPort: kamailio.sipPort, autoAnswer }).then((phone) => {
        phones.push(phone);
        return phone;
      });
    const [ingridsPhone, bramsPhone] = await Promise.all([start(caller, false), start(callee, true)]);
    await Promise.all([ingridsPhone.waitForOutput(/ 200 OK /), bramsPhone.waitForOutput(/ 200 OK /)]);

    // Dialled as a Dutch national number: 030 …
    await ingridsPhone.dial(`sip:0${callee.number.slice(3)}@${DOMAIN}`);
    await ingridsPhone.waitFor('CALL_ESTABLISHED');
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    await ingridsPhone.hangup();
    await bramsPhone.waitFor('CALL_CLOSED');

    const ingridsCalls = await eventually(
      async () => (await ingrid.get('/api/calls')).body.calls as Record<string, unknown>[],
      (calls) => calls.length > 0,
    );
    expect(ingridsCalls).toEqual([
      expect.objectContaining({
        direction: 'outbound',
        caller: caller.number,
        callee: callee.number,
        disposition: 'answered',
        destination: 'on-net',
        minutes: 1,
        costCents: 0,
      }),
    ]);
    expect(ingridsCalls[0]!.seconds).toBeGreaterThanOrEqual(2);
    expect(ingridsCalls[0]!.seconds).toBeLessThanOrEqual(5);
    const bramsCalls = (await bram.get('/api/calls')).body.calls as Record<string, unknown>[];
    expect(bramsCalls).toEqual([
      expect.objectContaining({ id: ingridsCalls[0]!.id, direction: 'inbound', seconds: ingridsCalls[0]!.seconds }),
    ]);
  }, 60_000);
});
