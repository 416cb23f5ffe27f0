import { describe, expect, it } from 'vitest';
import { curlCommand, prettyJson, requestUrl, shellQuote, type TryRequest } from './try-request';

const request: TryRequest = {
  method: 'post',
  path: '/api/admin/invoices/{id}/status',
  pathValues: { id: '12/3' },
  query: [
    ['search', 'de Vries & co'],
    ['page', ''],
  ],
  token: 'abc.def',
  body: '{"status":"it\'s paid"}',
  language: 'nl',
  accept: 'application/json',
};

describe('requestUrl', () => {
  it('fills in the path parameters (encoded) and leaves empty query parameters out', () => {
    expect(requestUrl(request)).toBe('/api/admin/invoices/12%2F3/status?search=de+Vries+%26+co');
    expect(requestUrl({ path: '/api/health', pathValues: {}, query: [] })).toBe('/api/health');
  });
});

describe('curlCommand', () => {
  it('writes the same request as a curl command, quoted for a shell', () => {
    expect(curlCommand(request, 'https://example.nl')).toBe(
      [
        "curl -X POST 'https://example.nl/api/admin/invoices/12%2F3/status?search=de+Vries+%26+co' \\",
        "  -H 'Accept: application/json' \\",
        "  -H 'Accept-Language: nl' \\",
        "  -H 'Authorization: Bearer abc.def' \\",
        "  -H 'Content-Type: application/json' \\",
        `  --data-raw '{"status":"it'\\''s paid"}'`,
      ].join('\n'),
    );
  });

  it('sends no Authorization header without a token and no body for a GET', () => {
    const command = curlCommand({ ...request, method: 'get', token: ' ', body: undefined }, 'http://localhost:3000');
    expect(command).not.toContain('Authorization');
    expect(command).not.toContain('--data-raw');
  });
});

describe('shellQuote', () => {
  it("quotes a word so that a shell reads it back unchanged, a single quote as '\\''", () => {
    expect(shellQuote("a b'c$d")).toBe("'a b'\\''c$d'");
  });
});

describe('prettyJson', () => {
  it('indents JSON and gives other text back unchanged', () => {
    expect(prettyJson('{"status":"ok"}')).toEqual({ text: '{\n  "status": "ok"\n}', isJson: true });
    expect(prettyJson('id,name\n1,Anna')).toEqual({ text: 'id,name\n1,Anna', isJson: false });
  });
});
