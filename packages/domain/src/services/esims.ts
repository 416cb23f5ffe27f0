// eSIMs (docs/contracts.md §8): the statuses, the ICCID with its Luhn check digit, the LPA string a phone reads from the
// QR code, the iPhone's one-tap install link, the data an eSIM includes and the usage warnings at 80% and 100%.
import { DATA_TIERS, type EsimConfiguration, type EsimRegion } from '../pricing/esim-pro.js';
import { isOneOf } from '../one-of.js';

/**
 * preparing → ready → installed → active → expired (docs/contracts.md §8); `blocked` by the back office (lost or
 * stolen: the profile disabled at the platform, docs/contracts.md §14), for good.
 */
export const ESIM_STATUSES = ['preparing', 'ready', 'installed', 'active', 'expired', 'blocked'] as const;
export type EsimStatus = (typeof ESIM_STATUSES)[number];
export const isEsimStatus = (value: unknown): value is EsimStatus => isOneOf(ESIM_STATUSES, value);

/** What the back office can do to an eSIM (docs/contracts.md §14). */
export const ESIM_ADMIN_ACTIONS = ['block', 'replace', 'resend'] as const;
export type EsimAdminAction = (typeof ESIM_ADMIN_ACTIONS)[number];

/**
 * The back office's actions that apply to an eSIM of `status` (as answered): block one that has its codes and is not
 * blocked or expired; replace one that has had its codes (blocked included: the usual order is block, then replace);
 * mail the install codes again while they can still be installed or used.
 */
export function esimAdminActions(status: EsimStatus): readonly EsimAdminAction[] {
  switch (status) {
    case 'ready':
    case 'installed':
    case 'active':
      return ['block', 'replace', 'resend'];
    case 'blocked':
      return ['replace'];
    case 'preparing':
    case 'expired':
      return [];
  }
}

/** Every ICCID of ours starts with 89 (telecom) 31 (the Netherlands). */
export const ICCID_PREFIX = '8931';
export const ICCID_LENGTH = 19;

/** The Luhn check digit of a string of digits (the digit that makes `digits + check` pass the Luhn test). */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError(`Not a string of digits: '${digits}'`);
  let sum = 0;
  // From the right, the digit next to the check digit is doubled, then every second one.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** An ICCID of ours: 19 digits, starting 8931, the last one the Luhn check digit of the others. */
export function isValidIccid(iccid: string): boolean {
  return (
    iccid.length === ICCID_LENGTH &&
    iccid.startsWith(ICCID_PREFIX) &&
    /^\d+$/.test(iccid) &&
    luhnCheckDigit(iccid.slice(0, -1)) === Number(iccid.slice(-1))
  );
}

/** The ICCID of 14 digits after the prefix (`body`, zero-padded): prefix + body + check digit. */
export function iccidFrom(body: string): string {
  const digits = ICCID_PREFIX + body.padStart(ICCID_LENGTH - ICCID_PREFIX.length - 1, '0');
  if (digits.length !== ICCID_LENGTH - 1 || !/^\d+$/.test(digits)) throw new RangeError(`Not an ICCID body: '${body}'`);
  return digits + String(luhnCheckDigit(digits));
}

/** The activation string in the QR code (GSMA SGP.22): `LPA:1$<SM-DP+ address>$<activation code>`. */
export function lpaString(smdpAddress: string, activationCode: string): string {
  return `LPA:1$${smdpAddress}$${activationCode}`;
}

/** Apple's one-tap install link (iOS 17.4+) for an LPA string. */
export const IOS_INSTALL_BASE = 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=';
export function iosInstallUrl(lpa: string): string {
  return IOS_INSTALL_BASE + encodeURIComponent(lpa);
}

export const MB_PER_GB = 1024;

/**
 * The data an eSIM Pro configuration includes per month, in MB: the sum of its regions' tiers; null when any region
 * is unlimited ('Onbeperkt'), which has no meter limit.
 */
export function includedMbOfConfiguration(
  configuration: Pick<EsimConfiguration, 'nlData' | 'euData' | 'worldData'>,
): number | null {
  const tiers = [
    DATA_TIERS.nl[configuration.nlData],
    DATA_TIERS.eu[configuration.euData],
    DATA_TIERS.world[configuration.worldData],
  ];
  if (tiers.some((tier) => tier === undefined)) throw new RangeError('Unknown data index');
  if (tiers.some((tier) => tier!.unlimited)) return null;
  return tiers.reduce((sum, tier) => sum + (tier!.gb ?? 0) * MB_PER_GB, 0);
}

/** The data of a travel plan in MB ('10GB' → 10,240). */
export function includedMbOfTravelPlan(dataGb: number): number {
  return dataGb * MB_PER_GB;
}

/** The usage warnings (docs/contracts.md §8; the Dutch rule of warning at 80% and 100%), by their percentage. */
export const USAGE_WARNING_LEVELS = [80, 100] as const;
export type UsageWarningLevel = (typeof USAGE_WARNING_LEVELS)[number];

/**
 * The warnings a period's usage calls for that were not sent yet in that period, lowest first: usage of 85% with
 * none sent → [80]; 100% with 80 sent → [100]; a jump from 10% to 120% → [80, 100]. None without a limit.
 */
export function usageWarningsDue(
  usedMb: number,
  includedMb: number | null,
  alreadySent: readonly UsageWarningLevel[],
): UsageWarningLevel[] {
  if (includedMb === null || includedMb <= 0) return [];
  return USAGE_WARNING_LEVELS.filter((level) => usedMb * 100 >= includedMb * level && !alreadySent.includes(level));
}

/**
 * What esimConfigurationOfProduct reads of an eSIM Pro order's product (`EsimProOrderProduct`, checkout/order.ts).
 * Named here rather than imported: the order's product schemas import this file's statuses.
 */
export interface EsimProProductChoices {
  duration: EsimConfiguration['durationMonths'];
  calling: EsimConfiguration['calling'];
  data: Record<EsimRegion, { label: string | null }>;
}

/**
 * The configuration an eSIM Pro order was priced from. Its stored product names each region's data by its tier's
 * label ('5GB', 'Onbeperkt'; null for none), which is unique within a region: its index is the slider's.
 */
export function esimConfigurationOfProduct(product: EsimProProductChoices): EsimConfiguration {
  const index = (region: EsimRegion) => {
    const label = product.data[region].label;
    const found = DATA_TIERS[region].findIndex((tier) => tier.label === label);
    if (found < 0) throw new RangeError(`Unknown ${region} data '${String(label)}' in an eSIM Pro order`);
    return found;
  };
  return {
    durationMonths: product.duration,
    calling: product.calling,
    nlData: index('nl'),
    euData: index('eu'),
    worldData: index('world'),
  };
}
