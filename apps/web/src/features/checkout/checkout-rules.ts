// What the order wizard needs the checkout's schemas (and zod) for: the rules of steps 2 and 3, and the saved state
// read back from the cookies. Loaded when the wizard first needs them (use-checkout.ts), not with step 1.
import Cookies from 'js-cookie';
import { CHECKOUT_COOKIES, parseSavedCheckout, type SavedCheckout } from '@telecom/domain';
import { hasCheckoutCookies } from './checkout-storage';

export {
  canEnterCheckoutStep,
  canPlaceOrder,
  highestEnterableStep,
  initialCheckoutStep,
  isCheckoutStepValid,
} from '@telecom/domain';

export interface StoredCheckout {
  saved: SavedCheckout | null;
  /** The step cookie as written, for `initialCheckoutStep` to judge. */
  step: string | undefined;
}

/**
 * The saved wizard state; a corrupt `checkout_data` cookie is logged and ignored (spec point 8): one that is not
 * JSON, not of the saved state's shape, or not even decodable (js-cookie then reads no cookie at all). Called by the
 * wizard's loading of a visit (use-checkout.ts), never while rendering.
 */
export function readCheckoutCookies(): StoredCheckout {
  const saved = parseSavedCheckout(Cookies.get(CHECKOUT_COOKIES.data));
  if (hasCheckoutCookies() && !saved)
    // eslint-disable-next-line no-console -- spec point 8: a corrupt cookie is logged and ignored.
    console.warn(`The ${CHECKOUT_COOKIES.data} cookie could not be read; the order starts afresh.`);
  return { saved, step: saved ? Cookies.get(CHECKOUT_COOKIES.step) : undefined };
}
