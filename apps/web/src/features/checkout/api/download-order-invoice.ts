import { useMutation } from '../../../lib/queries';
import { callApiFile } from '../../../lib/api-client';
import { readOrderToken } from '../../../lib/order-tokens';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /api/orders/{id}/invoice.pdf: with the account's token when signed in, else the order's token this browser
 * holds (placed here, or the link of the order's mail), saved under the name the answer gives.
 */
export async function downloadOrderInvoice(orderId: string): Promise<void> {
  const token = readOrderToken(orderId);
  const file = await callApiFile('GET /api/orders/{id}/invoice.pdf', {
    path: { id: orderId },
    headers: token ? { 'X-Order-Token': token } : {},
  });
  saveFile(file, `${orderId}.pdf`);
}

export function useDownloadOrderInvoice() {
  return useMutation({ mutationFn: downloadOrderInvoice });
}
