// Porting a number to us goes through this interface (docs/contracts.md §9, docs/decisions/019-number-porting.md). It is
// shaped like the Dutch number-portability exchange, COIN: we (the recipient) send a porting request for a number with
// the donor's and the holder's details and a wished date; the donor accepts or rejects it, and its answer comes back
// later as a message; we switch the number over on the agreed day and report the port performed, after which the
// donor deactivates it. Messages wait at the exchange until we confirm them, so that none is lost when we are down.
// The rest of the code never knows which carrier runs.
import type { VoipNumberType } from '@telecom/domain';

/** What we send the exchange to start a port (COIN: PortingRequest). */
export interface CarrierPortingRequest {
  /** Ours: the porting request's id. The carrier keeps it with its dossier, so that sending it twice is one dossier. */
  portingId: number;
  /** E.164. */
  number: string;
  numberType: VoipNumberType;
  /** The donor: the current provider as the customer named it. */
  donor: string;
  /** The account holder's name, which the donor checks against its contract. */
  holderName: string;
  /** The wished day (YYYY-MM-DD), or null for "at the end of the contract". */
  wishedDate: string | null;
}

/** A message the exchange has for us. `id` is the exchange's, to confirm it with; `ref` names the dossier. */
export type CarrierMessage = { id: string; ref: string; receivedAt: string } &
  /** The donor accepts the request (COIN: PortingRequestAnswer, blocking N), from its first possible day on. */
  (
    | { type: 'accepted'; firstPossibleDate: string | null }
    /** The donor refuses it (COIN: PortingRequestAnswer, blocking Y, with a blocking code and note). */
    | { type: 'rejected'; reason: string }
    /** The donor needs longer to answer (COIN: PortingRequestAnswerDelayed). */
    | { type: 'delayed'; answerDueAt: string }
    /** The donor has taken the number off its network after the port (COIN: Deactivation). */
    | { type: 'deactivated' }
  );

/** What the simulated donor can be told to answer (tests, and the back office with the simulated carrier). */
export type CarrierAnswer =
  | { type: 'accepted'; firstPossibleDate?: string | null }
  | { type: 'rejected'; reason: string }
  | { type: 'delayed'; answerDueAt: string };

/** The carrier refuses what was asked of it for the dossier's state (a port of a rejected request), or knows no such dossier. */
export class CarrierRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CarrierRefusedError';
  }
}

export interface CarrierProvider {
  /** Sends the porting request; answers the exchange's dossier id. Safe to call again for a porting id: the same dossier. */
  requestPorting(request: CarrierPortingRequest): Promise<{ ref: string }>;
  /** Withdraws a request that has not been performed (COIN: Cancel). CarrierRefusedError once it has been. */
  cancelPorting(ref: string): Promise<void>;
  /**
   * Reports the port performed on `date`, after our network switched the number over (COIN: PortingPerformed). Only
   * for an accepted request (CarrierRefusedError otherwise); the donor then deactivates the number.
   */
  reportPerformed(ref: string, date: string): Promise<void>;
  /** The messages not yet confirmed, oldest first (COIN: its message stream), at most `limit`. */
  receiveMessages(limit?: number): Promise<CarrierMessage[]>;
  /** Confirms a message handled: it is not given again (COIN: confirmation of the message id). */
  confirmMessage(id: string): Promise<void>;
  /**
   * The built-in simulated carrier only: the donor answers the request. A real carrier has no such call: the donor
   * answers, and the exchange gives us its message.
   */
  simulate?(ref: string, answer: CarrierAnswer): Promise<void>;
}
