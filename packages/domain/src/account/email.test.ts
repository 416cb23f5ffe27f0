import { describe, expect, it } from 'vitest';
import { maskEmail } from './email.js';

describe('maskEmail', () => {
  it.each([
    ['jan.jansen@example.nl', 'j•••n@example.nl'],
    ['jo@x.nl', 'j•••@x.nl'],
    ['anna@example.nl', 'a•••@example.nl'],
    ['émile.ürünç@example.fr', 'é•••ç@example.fr'],
  ])('hides the middle of %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never shows more than the first and last character of the local part', () => {
    expect(maskEmail('secret-name@example.nl')).not.toContain('secret');
  });

  it('shows nothing of a text without a local part', () => {
    expect(maskEmail('@example.nl')).toBe('•••');
    expect(maskEmail('no-at-sign')).toBe('•••');
  });
});
