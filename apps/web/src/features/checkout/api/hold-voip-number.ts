import { useMutation } from '../../../lib/queries';
import type { NumberHoldAnswer, NumberHoldBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/voip/numbers/hold: holds a free number for 15 minutes for whoever has the answer's `holdToken` (sent with
 * the order as `numberHold`); with the token of the visitor's hold in force, that hold moves to this number under
 * the same token. 409 NUMBER_NOT_AVAILABLE when someone else has it.
 */
export function holdVoipNumber(body: NumberHoldBody): Promise<NumberHoldAnswer> {
  return callApi('POST /api/voip/numbers/hold', { body, auth: false });
}

export function useHoldVoipNumber() {
  return useMutation({ mutationFn: holdVoipNumber });
}
