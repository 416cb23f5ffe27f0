// Where the login page may send the user after signing in (spec point 4, "Access"): the `redirect` query holds
// the original path of a login-required page. Only a path on this site is followed, so that a crafted link
// cannot send a freshly signed-in user to another site.

/** The path to go to after login: the `redirect` value when it is a local path, else the role's home. */
export function afterLoginPath(redirect: string | null | undefined, role: 'customer' | 'admin'): string {
  return safeRedirectPath(redirect) ?? (role === 'admin' ? '/admin' : '/dashboard');
}

/** `value` when it is a path on this site ('/dashboard?x=1#y'), else null ('//evil.example', 'https://…', '/\\x'). */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside '/\t/evil') are dropped by URL parsers and could rebuild '//'.
  if (Array.from(value).some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f))
    return null;
  return value;
}

/** The login link of a login-required page: /login?redirect=<the full original path>. */
export function loginPathFor(originalPath: string): string {
  return `/login?redirect=${encodeURIComponent(originalPath)}`;
}
