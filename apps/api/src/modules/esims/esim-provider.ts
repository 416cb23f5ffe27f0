// eSIMs come from this interface (docs/contracts.md §8, docs/decisions/015-esim-provider.md). It is shaped like an
// SM-DP+ platform's API (GSMA SGP.22's ES2+ as the operators' platforms offer it): order a profile for an eSIM
// (`prepare`), read the profile back until it is ready with its ICCID and activation code (`getProfile`), and hear
// what happens to it (installation, data use). The rest of the code never knows which platform runs.
import type { EsimStatus } from '@telecom/domain';

export interface PrepareEsimRequest {
  orderId: string;
  /** Ours; the platform keeps it beside its profile (a real one as the order's reference). */
  esimId: number;
  kind: 'esim-pro' | 'travel';
}

/** A profile as the platform reports it; the codes are there from `ready` on. */
export interface EsimProfile {
  status: EsimStatus;
  iccid: string | null;
  smdpAddress: string | null;
  activationCode: string | null;
  /** Data used so far, as the platform counts it. */
  usedMb: number;
}

/** What the simulated platform can be told to happen (tests and demos): the phone installs the profile, or uses data. */
export type EsimEvent = { event: 'installed' } | { event: 'usage'; mb: number };

/**
 * What a platform's notification (ES2+: HandleDownloadProgressInfo) meant: accepted for the profile `ref`, with the
 * event it reports for the eSIM (`installed`: the phone has the profile), or refused and why.
 */
export type EsimNotification =
  | { accepted: true; ref: string; event: 'installed' | null }
  | { accepted: false; refusal: 'invalid' | 'not-allowed' | 'unknown-profile'; message: string };

export interface EsimProvider {
  /** Orders a profile; answers the platform's reference of it, to read it back with. Safe to call again for an eSIM. */
  prepare(request: PrepareEsimRequest): Promise<{ ref: string }>;
  /** The profile's current state; undefined for a reference the platform does not know. */
  getProfile(ref: string): Promise<EsimProfile | undefined>;
  /**
   * The built-in simulated platform only: makes an event happen to a profile. A real platform has no such call: the
   * phone does it, and the platform tells us (a webhook, or what `getProfile` then reports).
   */
  simulate?(ref: string, event: EsimEvent): Promise<EsimProfile | undefined>;
  /**
   * A real platform that takes orders back: gives up the profile of a refunded eSIM (ES2+ CancelOrder). Throws when the
   * platform could not be reached or refused (the job retries).
   */
  cancel?(ref: string): Promise<void>;
  /**
   * Blocks a lost or stolen eSIM's profile (docs/contracts.md §14): it must never connect again. Answers whether the
   * platform itself disabled the profile; false where the platform has no call for the profile's state (ES2+ cannot
   * reach a profile that is on a phone: barring it is the network's, outside the SM-DP+). Safe to call again. Throws
   * when the platform could not be reached or refused (the job retries).
   */
  block(ref: string): Promise<{ disabledAtPlatform: boolean }>;
  /** A real platform that notifies us: checks and records a notification as it was posted (any body). */
  receiveNotification?(body: unknown): Promise<EsimNotification>;
}
