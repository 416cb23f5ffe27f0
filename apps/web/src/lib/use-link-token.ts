import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readLinkToken, storeLinkToken, type LinkTarget } from './order-tokens';

/** The query parameter of a mail's signed link (docs/contracts.md §12). */
export const LINK_TOKEN_PARAM = 't';

/**
 * A page opened from a mail's signed link (`?t=`): the token is kept for the visit (session storage, for `target`)
 * before the page asks the API, and taken out of the address bar, so that it is not bookmarked, shared or sent on.
 * Answers the visit's token for `target`, if any.
 */
export function useLinkToken(target: LinkTarget | null): string | undefined {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(LINK_TOKEN_PARAM);
  // Kept at once (in the first render), so that the page's first request already has it.
  const [token] = useState(() => {
    if (target === null) return undefined;
    if (fromAddress) storeLinkToken(target, fromAddress);
    return readLinkToken(target);
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
