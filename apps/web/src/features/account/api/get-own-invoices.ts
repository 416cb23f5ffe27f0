import { queryOptions, useQuery } from '../../../lib/queries';
import type { OwnInvoicesAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/invoices: the signed-in customer's own invoices, newest first. */
export function getOwnInvoices(signal?: AbortSignal): Promise<OwnInvoicesAnswer> {
  return callApi('GET /api/invoices', { signal });
}

/** The query holds the invoices themselves. */
export function getOwnInvoicesQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.invoices(),
    queryFn: ({ signal }) => getOwnInvoices(signal).then((answer) => answer.invoices),
  });
}

export function useOwnInvoices() {
  return useQuery(getOwnInvoicesQueryOptions());
}
