// The built-in simulated carrier (docs/contracts.md §9, docs/decisions/019-number-porting.md): a number-portability exchange
// whose dossiers and messages are rows of `simulated_carrier_dossiers` and `simulated_carrier_messages`, so that every
// instance on the database shares them. Nobody answers on the donor's side by himself: `simulate` plays the donor (the
// back office's moves stand in for its answers), and a performed port is followed by the donor's deactivation, as on
// the real exchange. Every change is conditional on the dossier's status, so that two instances change it once.
import type { Kysely } from 'kysely';
import type { Database, SimulatedCarrierDossiersTable } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import {
  CarrierRefusedError,
  type CarrierAnswer,
  type CarrierMessage,
  type CarrierProvider,
} from './carrier-provider.js';

/** The simulated exchange's dossier id of porting request `portingId`: our operator code and the number. */
export const simulatedDossierRef = (portingId: number) => `TNOVA-${portingId}`;

const MESSAGE_ID = /^MSG-(\d+)$/;
type DossierStatus = SimulatedCarrierDossiersTable['status'];

export interface SimulatedCarrierOptions {
  db: Kysely<Database>;
  clock?: Clock;
}

export type SimulatedCarrier = Required<CarrierProvider>;

export function createSimulatedCarrier({ db, clock = systemClock }: SimulatedCarrierOptions): SimulatedCarrier {
  const now = () => clock.now().toISOString();

  async function dossier(ref: string) {
    const row = await db.selectFrom('simulated_carrier_dossiers').selectAll().where('ref', '=', ref).executeTakeFirst();
    if (!row) throw new CarrierRefusedError(`No dossier ${ref}`);
    return row;
  }

  /** Moves the dossier from `from` to `to` and queues the donor's message, in one transaction; false if it had moved. */
  async function move(
    ref: string,
    from: DossierStatus,
    to: DossierStatus,
    message?: { type: CarrierMessage['type']; payload: object },
    performedOn?: string,
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const at = now();
      const result = await trx
        .updateTable('simulated_carrier_dossiers')
        .set({ status: to, updated_at: at, ...(performedOn ? { performed_on: performedOn } : {}) })
        .where('ref', '=', ref)
        .where('status', '=', from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (message)
        await trx
          .insertInto('simulated_carrier_messages')
          .values({ ref, type: message.type, payload: JSON.stringify(message.payload), created_at: at })
          .execute();
      return true;
    });
  }

  return {
    async requestPorting(request) {
      const ref = simulatedDossierRef(request.portingId);
      const at = now();
      // A second request for the same porting id (a retried job, another instance) finds the dossier there.
      await db
        .insertInto('simulated_carrier_dossiers')
        .values({
          ref,
          porting_id: request.portingId,
          number: request.number,
          donor: request.donor,
          holder_name: request.holderName,
          wished_date: request.wishedDate,
          status: 'requested',
          performed_on: null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { ref: (await dossier(ref)).ref };
    },

    async cancelPorting(ref) {
      // Read again when the dossier moved between the read and the change (the donor answered meanwhile).
      for (;;) {
        const { status } = await dossier(ref);
        if (status === 'performed')
          throw new CarrierRefusedError(`Dossier ${ref} was performed: it cannot be cancelled`);
        // Cancelled or rejected already: nothing left to withdraw.
        if (status !== 'requested' && status !== 'accepted') return;
        if (await move(ref, status, 'cancelled')) return;
      }
    },

    async reportPerformed(ref, date) {
      for (;;) {
        const { status } = await dossier(ref);
        if (status === 'performed') return;
        if (status !== 'accepted') throw new CarrierRefusedError(`Dossier ${ref} is ${status}, not accepted`);
        // The donor takes the number off its network once the port is reported.
        if (await move(ref, 'accepted', 'performed', { type: 'deactivated', payload: {} }, date)) return;
      }
    },

    async receiveMessages(limit = 100) {
      const rows = await db
        .selectFrom('simulated_carrier_messages')
        .selectAll()
        .where('confirmed_at', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row): CarrierMessage => {
        const base = { id: `MSG-${row.id}`, ref: row.ref, receivedAt: row.created_at };
        const payload = JSON.parse(row.payload) as Record<string, string | null | undefined>;
        switch (row.type) {
          case 'accepted':
            return { ...base, type: 'accepted', firstPossibleDate: payload.firstPossibleDate ?? null };
          case 'rejected':
            return { ...base, type: 'rejected', reason: payload.reason ?? '' };
          case 'delayed':
            return { ...base, type: 'delayed', answerDueAt: payload.answerDueAt ?? '' };
          case 'deactivated':
            return { ...base, type: 'deactivated' };
        }
      });
    },

    async confirmMessage(id) {
      const match = MESSAGE_ID.exec(id);
      const found =
        match &&
        (await db
          .selectFrom('simulated_carrier_messages')
          .select('id')
          .where('id', '=', Number(match[1]))
          .executeTakeFirst());
      if (!found) throw new CarrierRefusedError(`No message ${id}`);
      await db
        .updateTable('simulated_carrier_messages')
        .set({ confirmed_at: now() })
        .where('id', '=', Number(match[1]))
        .where('confirmed_at', 'is', null)
        .execute();
    },

    async simulate(ref, answer: CarrierAnswer) {
      const { status } = await dossier(ref);
      // The donor answers a request once; while it waits it may say that its answer is delayed.
      if (status !== 'requested') throw new CarrierRefusedError(`Dossier ${ref} is ${status}: the donor has answered`);
      const moved =
        answer.type === 'accepted'
          ? await move(ref, 'requested', 'accepted', {
              type: 'accepted',
              payload: { firstPossibleDate: answer.firstPossibleDate ?? null },
            })
          : answer.type === 'rejected'
            ? await move(ref, 'requested', 'rejected', { type: 'rejected', payload: { reason: answer.reason } })
            : await move(ref, 'requested', 'requested', {
                type: 'delayed',
                payload: { answerDueAt: answer.answerDueAt },
              });
      if (!moved) throw new CarrierRefusedError(`Dossier ${ref} changed meanwhile`);
    },
  };
}
