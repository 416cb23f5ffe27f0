// The auth feature's query keys (the signed-in user's own key, `sessionQueryKey`, is shared: lib/session.ts).
export const authKeys = {
  /** The confirmation of one mailed link, by its token. */
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
};
