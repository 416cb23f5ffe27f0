// `npm run billing -- --date YYYY-MM-DD [--dry-run]` (docs/contracts.md §8, §14): the billing run by hand for the month
// of a date, on the database the settings name (DATABASE_URL, else DATABASE_PATH), migrated first. It runs whatever
// billing_runs says (invoices are made once per subscription and month all the same) and records its run there. A
// date after today (UTC) is refused: the run would invoice a month ahead and end plans that are paid until the end of
// this one. `--dry-run` (any date) prints what the run would invoice and end, and changes nothing. Prints the result;
// exit code 0, 2 for a missing, wrong or future date, 1 for settings that do not load.
import { formatEuro, isCalendarDate, type BillingRunResult } from '@telecom/domain';
import { loadSettings, SettingsError } from '../../config/settings.js';
import { openDatabase } from '../../db/connection.js';
import { appliedMigrations, loadMigrations, migrate } from '../../db/migrate.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createSettingsService } from '../settings/settings.service.js';
import { createKamailioPlatform } from '../voice/kamailio-platform.js';
import { createVoiceService } from '../voice/voice.service.js';
import { createBillingService, type BillingPreview } from './billing.service.js';

export const BILLING_USAGE = 'Usage: npm run billing -- --date YYYY-MM-DD [--dry-run]';

/** The date of `--date YYYY-MM-DD` or `--date=YYYY-MM-DD`; undefined without one or with one that is no real day. */
export function billingDateOf(args: readonly string[]): string | undefined {
  const at = args.findIndex((arg) => arg === '--date' || arg.startsWith('--date='));
  if (at < 0) return undefined;
  const arg = args[at]!;
  const value = arg === '--date' ? args[at + 1] : arg.slice('--date='.length);
  return isCalendarDate(value) ? value : undefined;
}

const euro = (cents: number) => formatEuro(cents, 'en');

/** A dry run's lines: the totals, per kind, the first invoices, what ends and what cannot be billed. */
function previewLines(preview: BillingPreview): string[] {
  const lines = [
    `would invoice ${preview.invoiced} subscription(s): ${euro(preview.amountCents)} before VAT, ${euro(preview.totalCents)} with VAT`,
  ];
  for (const [kind, figures] of Object.entries(preview.byKind))
    lines.push(
      `  ${kind}: ${figures.invoiced}, ${euro(figures.amountCents)} before VAT, ${euro(figures.totalCents)} with VAT`,
    );
  if (preview.first.length > 0) {
    lines.push(`the first ${preview.first.length}:`);
    for (const line of preview.first)
      lines.push(`  #${line.subscriptionId} ${line.customerName}: ${line.description}, ${euro(line.amountCents)}`);
  }
  lines.push(`would end ${preview.ended} subscription(s)`);
  if (preview.unbillable > 0)
    lines.push(
      `could not bill ${preview.unbillable} subscription(s) without a customer record or account: #${preview.unbillableIds.join(', #')}`,
    );
  return lines;
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
  const dryRun = args.includes('--dry-run');
  const today = clock.now().toISOString().slice(0, 10);
  if (!dryRun && date > today) {
    err(
      `Refusing to bill ${date}: it is after today (${today}, UTC). A run invoices the month of its date and ends the ` +
        `subscriptions whose last day lies before that month, so it must not run ahead of time. ` +
        `Add --dry-run to see what it would do.\n${BILLING_USAGE}`,
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
  const store = openDatabase({
    path: settings.databasePath,
    url: settings.databaseUrl,
    poolSize: settings.databasePoolSize,
  });
  try {
    if (dryRun) {
      // A dry run changes nothing, the schema neither: it reads a database that is up to date or none.
      const applied = new Set(await appliedMigrations(store).catch(() => []));
      const pending = loadMigrations(store.dialect).filter((migration) => !applied.has(migration.id));
      if (pending.length > 0) {
        err(
          `${store.description} lacks ${pending.length} migration(s) (${pending[0]!.id} first): a dry run changes nothing, ` +
            'so it does not migrate. Run npm run db:migrate first.',
        );
        return 1;
      }
    } else await migrate(store);
    // With Kamailio, its newest call records first (the simulated platform's calls live in the server's memory).
    const voice =
      settings.voice.platform === 'kamailio'
        ? createVoiceService({
            db: store.kysely,
            platform: createKamailioPlatform({
              db: store.kysely,
              domain: settings.sip.domain,
              rpcUrl: settings.voice.rpcUrl,
            }),
            sip: settings.sip,
            clock,
          })
        : undefined;
    const billing = createBillingService({
      db: store.kysely,
      settings: createSettingsService(store.kysely, clock),
      clock,
      ...(voice && !dryRun ? { importCalls: voice.importCalls } : {}),
    });
    if (dryRun) {
      const preview = await billing.previewBilling(date);
      out(`${store.description}: dry run of the billing run of ${date}, nothing changed:`);
      for (const line of previewLines(preview)) out(line);
      out(JSON.stringify(preview));
      return 0;
    }
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
