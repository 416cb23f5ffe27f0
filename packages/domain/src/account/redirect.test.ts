import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor, safeRedirectPath } from './redirect.js';

describe('safeRedirectPath', () => {
  it.each(['/dashboard', '/dashboard/profile?tab=1#password', '/admin/customers?page=2&sort=email', '/'])(
    'follows the local path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.example/x'],
    ['an absolute URL', 'https://evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline', '/dashboard\n'],
    ['an empty value', ''],
    ['no value', null],
    ['a very long value', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('afterLoginPath', () => {
  it('goes to the redirect query when it is local', () => {
    expect(afterLoginPath('/dashboard/billing', 'customer')).toBe('/dashboard/billing');
    expect(afterLoginPath('/admin/invoices?status=paid', 'admin')).toBe('/admin/invoices?status=paid');
  });

  it('goes to /admin for admins and /dashboard for everyone else without a usable redirect', () => {
    expect(afterLoginPath(null, 'admin')).toBe('/admin');
    expect(afterLoginPath(undefined, 'customer')).toBe('/dashboard');
    expect(afterLoginPath('https://evil.example', 'customer')).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('holds the full original path, encoded', () => {
    expect(loginPathFor('/admin/customers?search=jan de&page=2#top')).toBe(
      '/login?redirect=%2Fadmin%2Fcustomers%3Fsearch%3Djan%20de%26page%3D2%23top',
    );
  });
});
