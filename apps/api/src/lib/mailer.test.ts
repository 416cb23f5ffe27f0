import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

describe('the mailer without SMTP_URL', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes each message as one .eml file in MAIL_DIR, creating the folder', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mail-test-'));
    dirs.push(root);
    const mailDir = path.join(root, 'nested', 'mail');
    const mailer = createMailer({ smtpUrl: undefined, mailDir, from: 'TeleNova <no-reply@example.nl>' });
    await mailer.send({
      to: 'jan@example.nl',
      subject: 'Reset your password',
      text: 'Open http://localhost:3000/wachtwoord-herstellen?token=abc',
    });
    await mailer.send({ to: 'piet@example.nl', subject: 'Second', text: 'Hello' });
    const files = readdirSync(mailDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const first = files
      .map((name) => readFileSync(path.join(mailDir, name), 'utf8'))
      .find((eml) => eml.includes('To: jan@example.nl'));
    expect(first).toContain('Subject: Reset your password');
    expect(first).toContain('From: TeleNova <no-reply@example.nl>');
    expect(first).toContain('http://localhost:3000/wachtwoord-herstellen?token=abc');
  });
});
