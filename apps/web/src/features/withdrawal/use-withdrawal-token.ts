import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LINK_TOKEN_PARAM } from '../../lib/use-link-token';

/** Session storage: the step-2 tokens of this visit, `{ orderId: token }`. */
const STORAGE_KEY = 'withdrawalTokens';

function readTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function storeToken(orderId: string, token: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readTokens(), [orderId]: token }));
  } catch {
    // Storage may be unavailable: the token then lasts for this page only.
  }
}

/**
 * The token of the mailed link to step 2 (`?t=`): kept for the visit and taken out of the address bar, as the order
 * mails' links are (lib/use-link-token.ts), so that it is not bookmarked, shared or sent on. Undefined without one.
 */
export function useWithdrawalToken(orderId: string | null): string | undefined {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(LINK_TOKEN_PARAM);
  const [token] = useState(() => {
    if (orderId === null) return undefined;
    if (fromAddress) storeToken(orderId, fromAddress);
    return readTokens()[orderId];
  });
  useEffect(() => {
    if (fromAddress === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LINK_TOKEN_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [fromAddress, setParams]);
  return fromAddress ?? token;
}
