// The contract every carrier fulfils (style.md "Provider interfaces", docs/decisions/019-number-porting.md): run for
// each implementation. A real carrier (COIN's test environment) joins the list with its credentials and a way to make
// the test donor answer, which `answer` does for the simulated one.
import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.js';
import { openTestDatabase } from '../../test/test-app.js';
import {
  CarrierRefusedError,
  type CarrierAnswer,
  type CarrierPortingRequest,
  type CarrierProvider,
} from './carrier-provider.js';
import { createSimulatedCarrier } from './simulated-carrier.js';

interface Implementation {
  name: string;
  make(now: () => Date): Promise<CarrierProvider>;
  /** How a test makes the donor answer a request (on a real exchange: its test donor). */
  answer(carrier: CarrierProvider, ref: string, answer: CarrierAnswer): Promise<void>;
}

const IMPLEMENTATIONS: Implementation[] = [
  {
    name: 'the simulated carrier',
    async make(now) {
      const store = await openTestDatabase();
      await migrate(store);
      return createSimulatedCarrier({ db: store.kysely, clock: { now } });
    },
    async answer(carrier, ref, answer) {
      await carrier.simulate!(ref, answer);
    },
  },
];

const NOW = new Date('2026-11-24T10:00:00.000Z');

function portingRequest(portingId: number, number = '+31612345678'): CarrierPortingRequest {
  return {
    portingId,
    number,
    numberType: 'nl',
    donor: 'KPN',
    holderName: 'Sanne de Vries',
    wishedDate: '2026-12-01',
  };
}

/** Every waiting message, confirmed: the exchange then gives none of them again. */
async function drain(carrier: CarrierProvider) {
  const messages = await carrier.receiveMessages();
  for (const message of messages) await carrier.confirmMessage(message.id);
  return messages;
}

describe.each(IMPLEMENTATIONS)('$name', ({ make, answer }) => {
  it('answers one dossier per porting request, however often it is sent', async () => {
    const carrier = await make(() => NOW);
    const first = await carrier.requestPorting(portingRequest(1));
    expect(first.ref).toEqual(expect.any(String));
    expect(await carrier.requestPorting(portingRequest(1))).toEqual(first);
    const second = await carrier.requestPorting(portingRequest(2, '+31201234567'));
    expect(second.ref).not.toBe(first.ref);
    expect(await carrier.receiveMessages()).toEqual([]);
  });

  it("gives the donor's acceptance as a message until it is confirmed, then never again", async () => {
    const carrier = await make(() => NOW);
    const { ref } = await carrier.requestPorting(portingRequest(1));
    await answer(carrier, ref, { type: 'accepted', firstPossibleDate: '2026-11-27' });
    const expected = {
      id: expect.any(String),
      ref,
      type: 'accepted',
      firstPossibleDate: '2026-11-27',
      receivedAt: expect.any(String),
    };
    expect(await carrier.receiveMessages()).toEqual([expected]);
    // Not confirmed: given again (after a restart, say).
    const [message] = await carrier.receiveMessages();
    expect(message).toEqual(expected);
    await carrier.confirmMessage(message!.id);
    expect(await carrier.receiveMessages()).toEqual([]);
  });

  it("gives the donor's rejection with its reason, and the delay of an answer", async () => {
    const carrier = await make(() => NOW);
    const { ref } = await carrier.requestPorting(portingRequest(1));
    await answer(carrier, ref, { type: 'delayed', answerDueAt: '2026-11-26T12:00:00.000Z' });
    await answer(carrier, ref, { type: 'rejected', reason: 'The holder does not match the contract' });
    expect(await drain(carrier)).toEqual([
      expect.objectContaining({ ref, type: 'delayed', answerDueAt: '2026-11-26T12:00:00.000Z' }),
      expect.objectContaining({ ref, type: 'rejected', reason: 'The holder does not match the contract' }),
    ]);
    // A rejected request is never performed.
    await expect(carrier.reportPerformed(ref, '2026-12-01')).rejects.toBeInstanceOf(CarrierRefusedError);
  });

  it('performs only an accepted port, once; the donor then deactivates the number', async () => {
    const carrier = await make(() => NOW);
    const { ref } = await carrier.requestPorting(portingRequest(1));
    await expect(carrier.reportPerformed(ref, '2026-12-01')).rejects.toBeInstanceOf(CarrierRefusedError);
    await answer(carrier, ref, { type: 'accepted' });
    expect(await drain(carrier)).toEqual([expect.objectContaining({ type: 'accepted', firstPossibleDate: null })]);
    await carrier.reportPerformed(ref, '2026-12-01');
    // Reported again (a retried job): nothing new happens.
    await carrier.reportPerformed(ref, '2026-12-01');
    expect(await drain(carrier)).toEqual([expect.objectContaining({ ref, type: 'deactivated' })]);
    // Performed: it can no longer be withdrawn.
    await expect(carrier.cancelPorting(ref)).rejects.toBeInstanceOf(CarrierRefusedError);
  });

  it('withdraws a request before it is performed, after which the donor cannot accept it', async () => {
    const carrier = await make(() => NOW);
    const { ref } = await carrier.requestPorting(portingRequest(1));
    await carrier.cancelPorting(ref);
    await carrier.cancelPorting(ref);
    await expect(answer(carrier, ref, { type: 'accepted' })).rejects.toBeInstanceOf(CarrierRefusedError);
    await expect(carrier.reportPerformed(ref, '2026-12-01')).rejects.toBeInstanceOf(CarrierRefusedError);
    expect(await carrier.receiveMessages()).toEqual([]);

    const accepted = (await carrier.requestPorting(portingRequest(2, '+31201234567'))).ref;
    await answer(carrier, accepted, { type: 'accepted' });
    await carrier.cancelPorting(accepted);
    await expect(carrier.reportPerformed(accepted, '2026-12-01')).rejects.toBeInstanceOf(CarrierRefusedError);
  });

  it('refuses a dossier or a message it does not know', async () => {
    const carrier = await make(() => NOW);
    await expect(carrier.cancelPorting('NOPE-1')).rejects.toBeInstanceOf(CarrierRefusedError);
    await expect(carrier.reportPerformed('NOPE-1', '2026-12-01')).rejects.toBeInstanceOf(CarrierRefusedError);
    await expect(carrier.confirmMessage('MSG-999999')).rejects.toBeInstanceOf(CarrierRefusedError);
  });
});
