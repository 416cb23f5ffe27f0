// Voice goes through this interface (docs/contracts.md §15, docs/decisions/047): the SIP platform that registers the
// customers' phones, connects their calls and records them. Shaped like what a SIP core offers: an account per
// number, its registered devices, the records of the calls. The `kamailio` adapter is kamailio-platform.ts.
import type { CallDisposition } from '@telecom/domain';

/** A number as E.164 digits without '+' (`31201234567`): the SIP user name and the form of Kamailio's records. */
export type E164Digits = string;

export interface SipAccount {
  /** The SIP user name: the number's E.164 digits. */
  username: string;
  /** The SIP domain, which is also the digest realm. */
  domain: string;
}

export interface Registration {
  /** The device's contact URI as it registered. */
  contact: string;
  expiresAt: string;
  userAgent: string | null;
}

export type { CallDisposition };

/**
 * A browser's short-lived SIP credential (docs/decisions/054): it registers and calls as `number` under an
 * authentication name of its own, until `expiresAt`; the number's own account and password stay as they are.
 */
export interface WebCredential {
  /** E.164, with or without '+'. */
  number: string;
  /** The authentication name (`web-…`), unique. */
  authorizationUser: string;
  password: string;
  expiresAt: string;
}

/** A call that has ended, as the platform recorded it. */
export interface PlatformCall {
  /** The SIP Call-ID: unique per call, for importing a call once. */
  callId: string;
  /** E.164 with '+' (`+31201234567`), as the domain's rating reads numbers. */
  caller: string;
  /** E.164 with '+', after the dial rule. */
  callee: string;
  /** When the call was placed (the INVITE arrived). */
  startedAt: string;
  answeredAt: string | null;
  endedAt: string;
  /** From answer to hang-up, rounded up to a whole second; 0 when not answered. */
  seconds: number;
  disposition: CallDisposition;
}

export interface VoicePlatform {
  /** `number`: E.164, with or without '+'. Creates or replaces the account (a new password replaces the old one). */
  provisionAccount(input: { number: string; password: string }): Promise<SipAccount>;
  /** Removes the number's account and its browsers' credentials, and drops its registered devices. */
  removeAccount(number: string): Promise<void>;
  /** Adds a browser's credential for the number (and forgets those that expired). */
  provisionWebCredential(credential: WebCredential): Promise<void>;
  /** The devices registered for the number now. */
  registrations(number: string): Promise<Registration[]>;
  /** The calls that ended at or after `since` (ISO), oldest end first. */
  callsSince(since: string): Promise<PlatformCall[]>;
}

/** A number's SIP user name: E.164 digits, without '+'. */
export function sipUsername(number: string): E164Digits {
  const digits = number.replace(/^\+/, '');
  if (!/^[1-9]\d{6,14}$/.test(digits)) throw new Error(`Not an E.164 number: ${number}`);
  return digits;
}

/** A number of Kamailio's records (E.164 digits) in E.164 with '+'; empty when the record has none. */
export const e164 = (digits: string | null): string => (digits ? `+${digits}` : '');
