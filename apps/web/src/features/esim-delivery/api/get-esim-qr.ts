import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import { callApiFile } from '../../../lib/api-client';
import { esimKeys, orderTokenHeader } from './get-esim';

/**
 * GET /api/esims/{id}/qr.svg: the QR code of the eSIM's LPA string (image/svg+xml), with the same access as the
 * eSIM itself (the bearer token, or its order's `X-Order-Token`).
 */
export async function getEsimQr(id: number, accessToken: string | undefined, signal?: AbortSignal): Promise<Blob> {
  const { blob } = await callApiFile('GET /api/esims/{id}/qr.svg', {
    path: { id },
    signal,
    headers: orderTokenHeader(accessToken),
  });
  return blob.type ? blob : new Blob([blob], { type: 'image/svg+xml' });
}

/**
 * The QR code as an object URL for an <img>. Made once per eSIM and access (the code never changes, so it is never
 * stale): kept for the visit (one small image per eSIM).
 */
export function getEsimQrQueryOptions(id: number, accessToken: string | undefined) {
  return queryOptions({
    queryKey: esimKeys.qr(id, accessToken),
    queryFn: async ({ signal }) => URL.createObjectURL(await getEsimQr(id, accessToken, signal)),
    retry: retryUnlessNotFound,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The QR code's object URL; undefined until loaded. */
export function useEsimQrUrl(id: number, accessToken: string | undefined, enabled: boolean) {
  const query = useQuery({ ...getEsimQrQueryOptions(id, accessToken), enabled });
  return { url: query.data, isError: query.isError };
}
