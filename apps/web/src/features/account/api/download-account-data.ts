import { callApiFile } from '../../../lib/api-client';
import { localToday } from '../../../lib/format';
import { useMutation } from '../../../lib/queries';
import { saveFile } from '../../../lib/save-file';

/** GET /api/account/export (docs/contracts.md §14): all the account's data, saved as the dated JSON file it names. */
export async function downloadAccountData(): Promise<void> {
  saveFile(await callApiFile('GET /api/account/export'), `account-data-${localToday()}.json`);
}

export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}
