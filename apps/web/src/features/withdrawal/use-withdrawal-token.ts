import { useLinkToken } from '../../lib/use-link-token';

/**
 * The token of the mailed link to step 2 (`?t=`): kept for the visit and taken out of the address bar, as the order
 * mails' links are (lib/use-link-token.ts), under a key of its own. Undefined without one.
 */
export const useWithdrawalToken = (orderId: string | null): string | undefined =>
  useLinkToken(orderId === null ? null : { withdrawOrderId: orderId });
