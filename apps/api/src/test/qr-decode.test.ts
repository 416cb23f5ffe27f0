import { describe, expect, it } from 'vitest';
import { mimeParts } from './qr-decode.js';

describe('mimeParts', () => {
  it('splits at the message\'s boundaries only, so a wrapped line that starts with "--" stays in its part', () => {
    const eml = [
      'Content-Type: multipart/alternative;',
      ' boundary="--_NmP-1a2b-Part_1"',
      '',
      '----_NmP-1a2b-Part_1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Your link: https://example.nl/x?t=3Dab=',
      '--cd',
      'Activation code: K2-1',
      '----_NmP-1a2b-Part_1',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Hi</p>',
      '----_NmP-1a2b-Part_1--',
      '',
    ].join('\r\n');
    const [text] = mimeParts(eml, /content-type:\s*text\/plain/i);
    expect(text?.body.toString()).toBe('Your link: https://example.nl/x?t=ab--cd\r\nActivation code: K2-1');
    expect(mimeParts(eml, /content-type:\s*text\/html/i)[0]?.body.toString()).toBe('<p>Hi</p>');
  });
});
