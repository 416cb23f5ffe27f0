// Where the VOIP order wizard keeps what is personal (docs/contracts.md §9): the porting form, the number held for the
// visitor (its hold token) and the details of steps 2 and 3, in session storage under `voip_checkout`, for this tab
// only and never in the address. It also keeps the wizard's address, so that the confirmation page can lead back to
// step 3 after a failed payment. Cleared once the order is paid. Storage that fails (private mode, blocked) or
// holds something else is treated as empty: the wizard then starts afresh.
import {
  parsePortingForm,
  parseSavedCheckoutDetails,
  type NumberHoldAnswer,
  type PortingFormValues,
  type SavedCheckoutDetails,
} from '@telecom/domain';
import { paths } from '../../../config/paths';

export const VOIP_CHECKOUT_STORAGE_KEY = 'voip_checkout';

/** A number held for this visitor: the token that the order sends as `numberHold`, and until when it holds. */
export type StoredHold = Pick<NumberHoldAnswer, 'number' | 'holdToken' | 'heldUntil'>;

export interface StoredVoipCheckout {
  porting: PortingFormValues | null;
  hold: StoredHold | null;
  details: SavedCheckoutDetails | null;
  /** The wizard's address (`?choice=…&step=…`) when it was last shown. */
  search: string | null;
}

const EMPTY: StoredVoipCheckout = { porting: null, hold: null, details: null, search: null };

function isHold(value: unknown): value is StoredHold {
  if (typeof value !== 'object' || value === null) return false;
  const hold = value as Partial<StoredHold>;
  return (
    typeof hold.number === 'string' &&
    /^\+\d{8,15}$/.test(hold.number) &&
    typeof hold.holdToken === 'string' &&
    hold.holdToken.length <= 200 &&
    typeof hold.heldUntil === 'string' &&
    !Number.isNaN(Date.parse(hold.heldUntil))
  );
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What this tab kept of the wizard; each part that is not of its shape is left out on its own. */
export function readVoipCheckout(): StoredVoipCheckout {
  try {
    const raw = storage()?.getItem(VOIP_CHECKOUT_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    if (typeof value !== 'object' || value === null) return EMPTY;
    const stored = value as Record<string, unknown>;
    return {
      porting: parsePortingForm(stored.porting),
      hold: isHold(stored.hold) ? stored.hold : null,
      details: parseSavedCheckoutDetails(stored.details),
      search: typeof stored.search === 'string' && stored.search.length < 500 ? stored.search : null,
    };
  } catch {
    return EMPTY;
  }
}

export function writeVoipCheckout(value: StoredVoipCheckout): void {
  try {
    storage()?.setItem(VOIP_CHECKOUT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Without storage the wizard's personal details last as long as the page.
  }
}

/** Whether this tab has a VOIP order in progress. */
export function hasVoipCheckout(): boolean {
  try {
    return storage()?.getItem(VOIP_CHECKOUT_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/** The order is paid: the personal details and the hold go. */
export function clearVoipCheckout(): void {
  try {
    storage()?.removeItem(VOIP_CHECKOUT_STORAGE_KEY);
  } catch {
    // nothing stored either
  }
}

/** The wizard at its last address on another step (step 3 after a failed payment), or at its start. */
export function voipWizardPath(step?: 1 | 2 | 3): string {
  const search = new URLSearchParams(readVoipCheckout().search ?? '');
  if (step) search.set('step', String(step));
  const query = search.toString();
  return query ? `${paths.voipConfigure}?${query}` : paths.voipConfigure;
}
