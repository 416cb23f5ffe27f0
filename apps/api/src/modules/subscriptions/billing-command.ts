// `npm run billing -- --date YYYY-MM-DD` (docs/contracts.md §8): the billing run by hand for the month of a date, on the
// database the settings name (DATABASE_URL, else DATABASE_PATH), migrated first. It runs whatever billing_runs says
// (invoices are made once per subscription and month all the same) and records its run there. Prints the result;
// exit code 0, 2 for a missing or wrong date, 1 for settings that do not load.
import { isCalendarDate, type BillingRunResult } from '@telecom/domain';
import { loadSettings, SettingsError } from '../../config/settings.js';
import { openDatabase } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createSettingsService } from '../settings/settings.service.js';
import { createBillingService } from './billing.service.js';

export const BILLING_USAGE = 'Usage: npm run billing -- --date YYYY-MM-DD';

/** The date of `--date YYYY-MM-DD` or `--date=YYYY-MM-DD`; undefined without one or with one that is no real day. */
export function billingDateOf(args: readonly string[]): string | undefined {
  const at = args.findIndex((arg) => arg === '--date' || arg.startsWith('--date='));
  if (at < 0) return undefined;
  const arg = args[at]!;
  const value = arg === '--date' ? args[at + 1] : arg.slice('--date='.length);
  return isCalendarDate(value) ? value : undefined;
}

export interface BillingCommandIo {
  env?: Record<string, string | undefined>;
  out?: (line: string) => void;
  err?: (line: string) => void;
  clock?: Clock;
}

/** Runs the command with its arguments (after `--`); resolves to the exit code. */
export async function billingCommand(
  args: readonly string[],
  {
    env = process.env,
    out = (line) => process.stdout.write(`${line}\n`),
    err = (line) => process.stderr.write(`${line}\n`),
    clock = systemClock,
  }: BillingCommandIo = {},
): Promise<number> {
  const date = billingDateOf(args);
  if (date === undefined) {
    err(
      args.some((arg) => arg.startsWith('--date'))
        ? `Not a date: give the day of the run as YYYY-MM-DD, e.g. --date 2026-12-01.\n${BILLING_USAGE}`
        : `The date of the run is missing.\n${BILLING_USAGE}`,
    );
    return 2;
  }
  let settings;
  try {
    settings = loadSettings(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    err(`${error.message}\nSee the settings table in README.md.`);
    return 1;
  }
  const store = openDatabase({ path: settings.databasePath, url: settings.databaseUrl });
  try {
    await migrate(store);
    const billing = createBillingService({
      db: store.kysely,
      settings: createSettingsService(store.kysely, clock),
      clock,
    });
    const startedAt = clock.now().toISOString();
    const result: BillingRunResult = await billing.runBilling(date);
    await billing.recordRun(date, startedAt, result);
    out(
      `${store.description}: billing run of ${date}: ${result.invoiced} invoiced, ${result.collected} collected by direct debit, ${result.ended} ended`,
    );
    out(JSON.stringify(result));
    return 0;
  } finally {
    await store.close();
  }
}
