// The `simulated` voice platform (docs/decisions/049), the default of `npm start` and of the tests: it keeps the SIP
// accounts and the calls it is told about in memory and connects nothing. `recordCall` is how a test (or a demo) makes
// a call happen; `callsSince` then reports it as Kamailio's records would.
import {
  sipUsername,
  type PlatformCall,
  type SipAccount,
  type VoicePlatform,
  type WebCredential,
} from './voice-platform.js';

export interface SimulatedVoicePlatform extends VoicePlatform {
  /** A call as the platform would have connected and recorded it. */
  recordCall(call: PlatformCall): void;
  /** The account of a number, or undefined: what a phone could sign in with. */
  account(number: string): SipAccount | undefined;
  /** The browsers' credentials of a number it was given. */
  webCredentials(number: string): WebCredential[];
}

export function createSimulatedVoicePlatform({ domain }: { domain: string }): SimulatedVoicePlatform {
  const accounts = new Map<string, SipAccount>();
  const calls: PlatformCall[] = [];
  let webCredentials: WebCredential[] = [];
  return {
    async provisionAccount({ number }) {
      const account = { username: sipUsername(number), domain };
      accounts.set(account.username, account);
      return account;
    },
    async removeAccount(number) {
      accounts.delete(sipUsername(number));
      webCredentials = webCredentials.filter((credential) => sipUsername(credential.number) !== sipUsername(number));
    },
    async provisionWebCredential(credential) {
      webCredentials.push(credential);
    },
    async registrations() {
      return [];
    },
    async callsSince(since) {
      return calls.filter((call) => call.endedAt >= since).sort((a, b) => a.endedAt.localeCompare(b.endedAt));
    },
    recordCall(call) {
      calls.push(call);
    },
    account: (number) => accounts.get(sipUsername(number)),
    webCredentials: (number) =>
      webCredentials.filter((credential) => sipUsername(credential.number) === sipUsername(number)),
  };
}
