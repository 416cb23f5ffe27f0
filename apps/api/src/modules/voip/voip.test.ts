// /api/voip (docs/contracts.md §9) as the number step of /voip/configureren calls it: every area's inventory made once at
// start; up to 20 free numbers of an area; a number held for 15 minutes for whoever has the hold's token (stored
// hashed), refused to anyone else with 409, free again once the hold lapses, moved to another number with its token;
// and a limit per client address on new holds.
import { createHash } from 'node:crypto';
import {
  FREE_NUMBERS_SHOWN,
  formatPhoneNumber,
  NUMBERS_PER_AREA,
  numberInventory,
  translateMessage,
  VOIP_AREAS,
} from '@telecom/domain';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let now = new Date('2026-11-24T10:00:00.000Z');
let t: TestApp;

beforeEach(async () => {
  now = new Date('2026-11-24T10:00:00.000Z');
  t = await createTestApp({ clock: { now: () => now } });
  await t.services.voip.ensureInventory();
});

const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

const freeNumbers = async (area = '020') => {
  const answer = await request(t.app).get(`/api/voip/numbers?area=${area}`);
  expect(answer.status).toBe(200);
  return (answer.body.numbers as { number: string; display: string }[]).map((entry) => entry.number);
};

const hold = (number: string, holdToken?: string) =>
  request(t.app)
    .post('/api/voip/numbers/hold')
    .set('Accept-Language', 'nl')
    .send(holdToken === undefined ? { number } : { number, holdToken });

const inventory = numberInventory('020');

describe('the number inventory', () => {
  it('holds every area’s numbers once, free, however often it is made', async () => {
    const count = async () =>
      Number(
        (
          await t.store.kysely
            .selectFrom('voip_numbers')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'free')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(VOIP_AREAS.length * NUMBERS_PER_AREA);
    expect(await hold(inventory[0]!).then((answer) => answer.status)).toBe(201);
    // A second start adds nothing and keeps the hold.
    expect(await t.services.voip.ensureInventory()).toBe(0);
    expect(await count()).toBe(VOIP_AREAS.length * NUMBERS_PER_AREA - 1);
  });
});

describe('GET /api/voip/numbers', () => {
  it('answers the first 20 free numbers of the area, each as people write it', async () => {
    const answer = await request(t.app).get('/api/voip/numbers?area=020');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({
      area: '020',
      numbers: inventory.slice(0, FREE_NUMBERS_SHOWN).map((number) => ({ number, display: formatPhoneNumber(number) })),
    });
    expect(answer.body.numbers[0].display).toMatch(/^020 \d{3} \d{4}$/);
    const brussels = await request(t.app).get('/api/voip/numbers?area=be-2');
    expect(brussels.body.numbers[0].display).toMatch(/^\+32 2 \d{3} \d{2} \d{2}$/);
  });

  it('refuses an area that is not in the list with 400 on area, translated', async () => {
    for (const query of ['?area=099', '?area=', '', '?area=020&area=010']) {
      const answer = await request(t.app).get(`/api/voip/numbers${query}`).set('Accept-Language', 'es');
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.body.fields)).toEqual(['area']);
    }
    const unknown = await request(t.app).get('/api/voip/numbers?area=099').set('Accept-Language', 'nl');
    expect(unknown.body.fields.area).toBe(translateMessage('validation.voip.area.invalid', 'nl'));
  });
});

describe('POST /api/voip/numbers/hold', () => {
  it('holds a free number for 15 minutes for the token’s holder, stored hashed, and lists it no more', async () => {
    const number = inventory[3]!;
    const answer = await hold(number);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      number,
      display: formatPhoneNumber(number),
      holdToken: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/),
      heldUntil: '2026-11-24T10:15:00.000Z',
    });
    const row = await t.store.kysely
      .selectFrom('voip_numbers')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'held',
      held_until: '2026-11-24T10:15:00.000Z',
      order_id: null,
      hold_token_hash: createHash('sha256').update(answer.body.holdToken).digest('hex'),
    });
    expect(JSON.stringify(row)).not.toContain(answer.body.holdToken);
    const listed = await freeNumbers();
    expect(listed).not.toContain(number);
    expect(listed).toEqual(inventory.filter((candidate) => candidate !== number).slice(0, FREE_NUMBERS_SHOWN));
  });

  it('refuses a number someone else holds with 409 NUMBER_NOT_AVAILABLE, in the caller’s language', async () => {
    const number = inventory[0]!;
    expect((await hold(number)).status).toBe(201);
    const again = await hold(number);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'NUMBER_NOT_AVAILABLE',
      message: translateMessage('errors.NUMBER_NOT_AVAILABLE', 'nl'),
    });
    // A token of nothing held, or of another hold that has lapsed, does not make it anyone's.
    expect((await hold(number, 'a-token-nobody-was-given-0123456789abcdef')).status).toBe(409);
  });

  it('is free again once the hold lapses: listed, and someone else may hold it', async () => {
    const number = inventory[0]!;
    const first = await hold(number);
    minutesLater(14);
    expect(await freeNumbers()).not.toContain(number);
    expect((await hold(number)).status).toBe(409);
    minutesLater(1);
    expect(await freeNumbers()).toContain(number);
    const second = await hold(number);
    expect(second.status).toBe(201);
    expect(second.body.holdToken).not.toBe(first.body.holdToken);
    // The first holder's token no longer renews it.
    expect((await hold(number, first.body.holdToken)).status).toBe(409);
  });

  it('moves a hold to another number with its token and lets the first one go; the same number renews it', async () => {
    const [first, second] = [inventory[0]!, inventory[1]!];
    const held = await hold(first);
    minutesLater(5);
    const moved = await hold(second, held.body.holdToken);
    expect(moved.status).toBe(201);
    expect(moved.body).toMatchObject({
      number: second,
      holdToken: held.body.holdToken,
      heldUntil: '2026-11-24T10:20:00.000Z',
    });
    const listed = await freeNumbers();
    expect(listed).toContain(first);
    expect(listed).not.toContain(second);
    minutesLater(10);
    const renewed = await hold(second, held.body.holdToken);
    expect(renewed.status).toBe(201);
    expect(renewed.body.heldUntil).toBe('2026-11-24T10:30:00.000Z');
    // Someone else can have the first one now.
    expect((await hold(first)).status).toBe(201);
  });

  it('refuses a number that is not one of the inventory with 400 on number', async () => {
    // The shape of an Amsterdam number, but not in the inventory.
    const outside = ['+31201111111', '+31209999999'].find((number) => !inventory.includes(number))!;
    for (const body of [{ number: outside }, { number: '+3120' }, { number: '' }, {}, { number: 31201234567 }]) {
      const answer = await request(t.app).post('/api/voip/numbers/hold').send(body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual(['number']);
    }
  });

  it('gives one of many callers at once the number', async () => {
    const number = inventory[7]!;
    const answers = await Promise.all(Array.from({ length: 6 }, () => hold(number)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('lets one client address make 10 new holds in 15 minutes; moving its own hold is never refused', async () => {
    const tokens: string[] = [];
    for (const number of inventory.slice(0, 10)) {
      const answer = await hold(number);
      expect(answer.status).toBe(201);
      tokens.push(answer.body.holdToken);
    }
    const eleventh = await hold(inventory[10]!);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // Refused answers do not count, and the client's own holds still move.
    expect((await hold(inventory[11]!, tokens[0])).status).toBe(201);
    expect((await hold(inventory[0]!)).status).toBe(429);
    // Invalid input is a 400, never a 429.
    expect((await hold('+3120')).status).toBe(400);
  });
});
