import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from './settings.js';

/**
 * The JWT secret: the setting when given (always in production), otherwise a random secret generated once and
 * kept in a file next to the database, so that tokens survive a restart in development.
 */
export function resolveJwtSecret(settings: Settings): string {
  if (settings.jwtSecret) return settings.jwtSecret;
  if (settings.databasePath === ':memory:') return randomBytes(48).toString('base64url');
  const file = path.join(path.dirname(path.resolve(settings.databasePath)), '.jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
