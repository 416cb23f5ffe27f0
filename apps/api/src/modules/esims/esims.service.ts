// The eSIMs a paid order delivers (docs/contracts.md §8): reading them (the account's own, or with the order's token), their
// QR code and usage, the simulated platform's events, and the jobs that provision them and send their mails.
//
// Usage periods: eSIM Pro counts per calendar month (a read or a usage event in a later month starts the new month
// at 0); a travel plan counts from its installation for its validity_days, and is `expired` after valid_until
// (computed on read). The 80% and 100% warnings go once each per period (warned_80_period / warned_100_period).
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  autoTopUpDue,
  esimAdminActions,
  iosInstallUrl,
  TRAVEL_END_REMINDER_DAYS,
  lpaString,
  monthEnd,
  monthStart,
  usageWarningsDue,
  type EsimAdminAction,
  type EsimRecord,
  type EsimServiceRef,
  type EsimSimulateBody,
  type EsimUsage,
  type Language,
  type UsageWarningLevel,
} from '@telecom/domain';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { OrderLinks } from '../../lib/order-links.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import type { MailOutbox } from '../jobs/mail-outbox.js';
import type { Session } from '../auth/auth.service.js';
import { enqueueJob, type JobHandlers, type JobResult } from '../jobs/jobs.js';
import { publishWebhook } from '../webhooks/webhooks.service.js';
import type { EsimNotification, EsimProvider } from './esim-provider.js';
import { esimReadyMail, travelEndingMail, usageWarningMail } from './esim-mails.js';
import { createEsimsRepository, type EsimRow } from './esims.repository.js';
import { qrCodeSvg } from './qr-code.js';

/** The jobs of the eSIMs. */
export const ESIM_JOBS = {
  provision: 'esim.provision',
  readyMail: 'esim.ready-mail',
  usageWarning: 'esim.usage-warning',
  /** A refunded eSIM's profile given up at the platform (a real one that takes orders back: ES2+ CancelOrder). */
  cancel: 'esim.cancel',
  /** Buys the auto top-up's bundle once the use reached 90% (its handler is the top-ups service's). */
  autoTopUp: 'esim.auto-top-up',
  /** The mail 3 days before a travel plan ends, due then (enqueued at its installation). */
  travelEndReminder: 'esim.travel-end-reminder',
  /** A blocked eSIM's profile disabled at the platform (docs/contracts.md §14). */
  block: 'esim.block',
} as const;

/** How soon the provisioning job asks the platform again while the profile is being prepared. */
export const PROVISION_POLL_MS = 500;
const DAY_MS = 86_400_000;

const EsimJobPayload = z.object({ esimId: z.number().int().positive() });
const TravelEndPayload = EsimJobPayload.extend({ validUntil: z.string() });
const UsageWarningPayload = EsimJobPayload.extend({
  level: z.union([z.literal(80), z.literal(100)]),
  periodStart: z.string(),
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether `token` is the order token whose SHA-256 is `hash`, compared in constant time (as orders.service does). */
function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

const isoDate = (instant: Date | string) => new Date(instant).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));

/** The status as of `now`: a travel plan past its valid_until is expired (a blocked one stays blocked). */
function statusAt(row: EsimRow, now: Date): EsimRecord['status'] {
  if (row.status === 'blocked') return 'blocked';
  if (row.valid_until !== null && now.toISOString() >= row.valid_until) return 'expired';
  return row.status;
}

/** An eSIM as the API answers it; a blocked one without its install codes (they install nothing any more). */
export function toEsimRecord(row: EsimRow, now: Date): EsimRecord {
  const status = statusAt(row, now);
  const smdpAddress = status === 'blocked' ? null : row.smdp_address;
  const activationCode = status === 'blocked' ? null : row.activation_code;
  const lpa = smdpAddress !== null && activationCode !== null ? lpaString(smdpAddress, activationCode) : null;
  return {
    id: Number(row.id),
    orderId: row.order_id,
    status,
    name: row.name,
    kind: row.kind,
    iccid: row.iccid,
    smdpAddress,
    activationCode,
    lpa,
    iosInstallUrl: lpa === null ? null : iosInstallUrl(lpa),
    createdAt: row.created_at,
    readyAt: row.ready_at,
    installedAt: row.installed_at,
    validUntil: row.valid_until,
  };
}

/** An eSIM as the back office's order and customer pages list it, with the actions that apply to it now. */
export function esimServiceRef(row: EsimRow, now: Date): EsimServiceRef {
  const esim = toEsimRecord(row, now);
  return {
    kind: 'esim',
    id: esim.id,
    orderId: esim.orderId,
    name: esim.name,
    status: esim.status,
    iccid: esim.iccid,
    startedAt: esim.createdAt,
    actions: [...esimAdminActions(esim.status)],
  };
}

export interface EsimsServiceOptions {
  db: Kysely<Database>;
  provider: EsimProvider;
  /** Where the mails are written (docs/contracts.md §12). */
  mail: MailOutbox;
  publicUrl: string;
  /** The signed links of the order's mails (lib/order-links.ts): the install link's token, and reading by it. */
  orderLinks: OrderLinks;
  clock?: Clock;
}

export function createEsimsService({
  db,
  provider,
  mail,
  publicUrl,
  orderLinks,
  clock = systemClock,
}: EsimsServiceOptions) {
  const esims = createEsimsRepository(db);
  const notFound = () => new AppError(404, 'ESIM_NOT_FOUND');

  /**
   * The eSIM for its account's bearer or the holder of its order's token: the access token, or (to read only) the link
   * token of the order's mails. 404 for anyone else, as for none.
   */
  async function accessible(
    id: number,
    session: Session | undefined,
    orderToken: string | undefined,
    { toRead }: { toRead: boolean } = { toRead: true },
  ) {
    const row = await esims.findById(id);
    const allowed =
      row !== undefined &&
      ((orderToken !== undefined &&
        row.access_token_hash !== null &&
        tokenMatches(orderToken, row.access_token_hash)) ||
        (toRead && orderToken !== undefined && orderLinks.matches(row.order_id, orderToken)) ||
        (session !== undefined &&
          (row.user_id === session.user.id ||
            (await esims.listForUser(session.user.id)).some((own) => own.id === row.id))));
    if (!allowed) throw notFound();
    return row;
  }

  /**
   * The usage period of `row` now, starting eSIM Pro's new month at 0 when its period is over. A travel plan not yet
   * installed shows the period it would have if installed today.
   */
  async function currentPeriod(row: EsimRow): Promise<{ usedMb: number; start: string; end: string }> {
    const today = isoDate(clock.now());
    if (row.kind === 'esim-pro') {
      if (row.period_start === null || row.period_end === null || row.period_end < today) {
        const period = { start: monthStart(today), end: monthEnd(today) };
        await esims.startPeriod(Number(row.id), row.period_start, period);
        const fresh = (await esims.findById(Number(row.id)))!;
        return { usedMb: Number(fresh.used_mb), start: fresh.period_start!, end: fresh.period_end! };
      }
      return { usedMb: Number(row.used_mb), start: row.period_start, end: row.period_end };
    }
    if (row.period_start === null || row.period_end === null)
      return { usedMb: Number(row.used_mb), start: today, end: addDays(today, row.validity_days ?? 0) };
    return { usedMb: Number(row.used_mb), start: row.period_start, end: row.period_end };
  }

  /** This period's use and allowance: the included data plus the period's paid top-ups (docs/contracts.md §14). */
  async function usageOf(row: EsimRow): Promise<EsimUsage> {
    const period = await currentPeriod(row);
    const topUpMb = await esims.topUpMb(Number(row.id), period.start);
    return {
      usedMb: period.usedMb,
      includedMb: row.included_mb === null ? null : Number(row.included_mb) + topUpMb,
      topUpMb,
      periodStart: period.start,
      periodEnd: period.end,
    };
  }

  /**
   * With auto top-up on and 90% of the allowance used, the job that buys the bundle (the top-ups service checks the
   * cap, and its trigger key makes one purchase per allowance reached, however many jobs ask).
   */
  async function autoTopUpIfDue(id: number): Promise<void> {
    if (!(await esims.autoTopUpEnabled(id))) return;
    const usage = await usageOf((await esims.findById(id))!);
    if (autoTopUpDue(usage.usedMb, usage.includedMb)) {
      await enqueueJob(db, ESIM_JOBS.autoTopUp, { esimId: id }, clock.now());
      mail.wake();
    }
  }

  /** Enqueues the usage warnings the period's use now calls for, each once per period. */
  async function warnIfDue(id: number): Promise<void> {
    const row = (await esims.findById(id))!;
    const period = await currentPeriod(row);
    const sent: UsageWarningLevel[] = [];
    if (row.warned_80_period === period.start) sent.push(80);
    if (row.warned_100_period === period.start) sent.push(100);
    const { includedMb } = await usageOf(row);
    const due = usageWarningsDue(period.usedMb, includedMb, sent);
    if (due.length === 0) return;
    await db.transaction().execute(async (trx) => {
      const stored = createEsimsRepository(trx);
      const won: UsageWarningLevel[] = [];
      for (const level of due) if (await stored.markWarned(id, level, period.start)) won.push(level);
      // One mail for the highest level reached: a jump past 100% marks 80% as sent too, with the 100% mail only.
      const level = won.at(-1);
      if (level !== undefined) {
        await enqueueJob(trx, ESIM_JOBS.usageWarning, { esimId: id, level, periodStart: period.start }, clock.now());
        await publishWebhook(trx, {
          userId: row.user_id,
          type: 'esim.usage',
          data: { esimId: id, percent: level, periodStart: period.start },
          now: clock.now(),
        });
      }
    });
  }

  /**
   * ready → installed, now: installed_at, and a travel plan's validity (and usage period) from now, with the reminder
   * due 3 days before it ends (a plan of 3 days or less has none), in one transaction. False when the eSIM was not
   * ready (installed already, or not yet ready).
   */
  async function install(row: EsimRow, now: Date): Promise<boolean> {
    // A replacement of an installed travel eSIM carries its validity over: installing it again does not extend it.
    if (row.valid_until !== null)
      return esims.markInstalled(Number(row.id), {
        installedAt: now.toISOString(),
        validUntil: row.valid_until,
        periodStart: null,
        periodEnd: null,
      });
    const validUntil =
      row.kind === 'travel' && row.validity_days !== null
        ? new Date(now.getTime() + Number(row.validity_days) * DAY_MS).toISOString()
        : null;
    return db.transaction().execute(async (trx) => {
      const installed = await createEsimsRepository(trx).markInstalled(Number(row.id), {
        installedAt: now.toISOString(),
        validUntil,
        periodStart: validUntil === null ? null : isoDate(now),
        periodEnd: validUntil === null ? null : isoDate(validUntil),
      });
      const remindAt =
        validUntil === null ? null : new Date(Date.parse(validUntil) - TRAVEL_END_REMINDER_DAYS * DAY_MS);
      if (installed && remindAt !== null && remindAt > now)
        await enqueueJob(trx, ESIM_JOBS.travelEndReminder, { esimId: Number(row.id), validUntil }, remindAt, now);
      return installed;
    });
  }

  // --- The jobs

  /** Orders the profile, polls it until ready, then stores its codes and enqueues the eSIM mail (once). */
  async function provision({ payload }: { payload: unknown }): Promise<JobResult> {
    const { esimId } = EsimJobPayload.parse(payload);
    const row = await esims.findById(esimId);
    if (!row || row.status !== 'preparing') return;
    let ref = row.provider_ref;
    if (ref === null) {
      ref = (await provider.prepare({ orderId: row.order_id, esimId, kind: row.kind })).ref;
      await esims.setProviderRef(esimId, ref);
    }
    const profile = await provider.getProfile(ref);
    if (!profile) throw new Error(`The eSIM provider does not know profile '${ref}' of eSIM ${esimId}`);
    const { iccid, smdpAddress, activationCode } = profile;
    if (profile.status === 'preparing' || iccid === null || smdpAddress === null || activationCode === null)
      return { laterMs: PROVISION_POLL_MS };
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      if (
        await createEsimsRepository(trx).markReady(esimId, {
          iccid,
          smdpAddress,
          activationCode,
          readyAt: now.toISOString(),
        })
      ) {
        await enqueueJob(trx, ESIM_JOBS.readyMail, { esimId }, now);
        await publishWebhook(trx, {
          userId: row.user_id,
          type: 'esim.ready',
          data: { esimId, orderId: row.order_id, iccid },
          now,
        });
      }
    });
    // A platform that heard of the installation before we stored the codes (its notice found the eSIM preparing).
    if (profile.status === 'installed' || profile.status === 'active') await install(row, clock.now());
  }

  /** Gives up a refunded eSIM's profile at the platform, when the platform takes orders back. */
  async function cancelProfile({ payload }: { payload: unknown }): Promise<JobResult> {
    const { esimId } = EsimJobPayload.parse(payload);
    const row = await esims.findById(esimId);
    if (!row || row.provider_ref === null || !provider.cancel) return;
    await provider.cancel(row.provider_ref);
  }

  /**
   * Disables a blocked eSIM's profile at the platform. Where the platform cannot (ES2+: a profile on a phone), the
   * activity log says so with the ICCID, for the network to bar.
   */
  async function blockProfile({ payload }: { payload: unknown }): Promise<JobResult> {
    const { esimId } = EsimJobPayload.parse(payload);
    const row = await esims.findById(esimId);
    if (!row || row.provider_ref === null) return;
    const { disabledAtPlatform } = await provider.block(row.provider_ref);
    if (!disabledAtPlatform)
      await createActivityRepository(db).addActivity({
        type: 'user',
        messageKey: 'activity.esimNotDisabledAtPlatform',
        params: { esim: `${row.name} #${row.id}`, iccid: row.iccid ?? '' },
        status: 'warning',
        timestamp: clock.now().toISOString(),
      });
  }

  /** The name of the eSIM's customer, as the order has it (the activity log's). */
  async function customerNameOf(orderId: string): Promise<string> {
    const order = await db.selectFrom('orders').select('customer').where('id', '=', orderId).executeTakeFirst();
    return order ? ((JSON.parse(order.customer) as { name?: string }).name ?? '') : '';
  }

  /** The eSIM for a back-office action that must apply to its status now: 404 ESIM_NOT_FOUND, 409 INVALID_TRANSITION. */
  async function forAction(id: number, action: EsimAdminAction): Promise<EsimRow> {
    const row = await esims.findById(id);
    if (!row) throw notFound();
    if (!esimAdminActions(statusAt(row, clock.now())).includes(action)) throw new AppError(409, 'INVALID_TRANSITION');
    return row;
  }

  /**
   * Blocked in the caller's transaction, conditional on the status it was read with (two admins cannot both act), with
   * the job that disables its profile at the platform.
   */
  async function markBlocked(trx: Transaction<Database>, row: EsimRow, now: Date): Promise<void> {
    const blocked = await trx
      .updateTable('esims')
      .set({ status: 'blocked', blocked_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(blocked.numUpdatedRows) !== 1) throw new AppError(409, 'INVALID_TRANSITION');
    if (row.provider_ref !== null) await enqueueJob(trx, ESIM_JOBS.block, { esimId: Number(row.id) }, now);
  }

  async function sendReadyMail({ id, payload }: { id: number; payload: unknown }): Promise<JobResult> {
    const { esimId } = EsimJobPayload.parse(payload);
    const row = await esims.findById(esimId);
    if (!row) return;
    const record = toEsimRecord(row, clock.now());
    if (record.iccid === null || record.smdpAddress === null || record.activationCode === null || record.lpa === null)
      return;
    const order = await db.selectFrom('orders').select('customer').where('id', '=', row.order_id).executeTakeFirst();
    const customerName = order ? (JSON.parse(order.customer) as { name?: string }).name : undefined;
    await mail.addForJob(
      id,
      await esimReadyMail(
        {
          id: record.id,
          customerName: customerName ?? '',
          orderId: record.orderId,
          name: record.name,
          email: row.email,
          language: row.language,
          iccid: record.iccid,
          smdpAddress: record.smdpAddress,
          activationCode: record.activationCode,
          lpa: record.lpa,
          iosInstallUrl: record.iosInstallUrl!,
          linkToken: orderLinks.tokenFor(row.order_id),
        },
        publicUrl,
      ),
    );
  }

  async function sendUsageWarning({ id, payload }: { id: number; payload: unknown }): Promise<JobResult> {
    const { esimId, level, periodStart } = UsageWarningPayload.parse(payload);
    const row = await esims.findById(esimId);
    if (!row || row.included_mb === null || row.period_start !== periodStart || row.period_end === null) return;
    await mail.addForJob(
      id,
      usageWarningMail(
        {
          email: row.email,
          language: row.language,
          name: row.name,
          level,
          usedMb: Number(row.used_mb),
          includedMb: Number(row.included_mb),
          periodStart,
          periodEnd: row.period_end,
        },
        publicUrl,
      ),
    );
  }

  /** The customer's language: the account's (it may have changed since the order), else the order's. */
  async function customerLanguage(row: EsimRow): Promise<Language> {
    if (row.user_id === null) return row.language;
    const account = await db.selectFrom('users').select('language').where('id', '=', row.user_id).executeTakeFirst();
    return account?.language ?? row.language;
  }

  /**
   * The reminder that a travel plan ends in 3 days, in the customer's language; nothing when the plan is no longer the
   * one it was enqueued for (refunded or ended early: valid_until moved).
   */
  async function sendTravelEndReminder({ id, payload }: { id: number; payload: unknown }): Promise<JobResult> {
    const { esimId, validUntil } = TravelEndPayload.parse(payload);
    const row = await esims.findById(esimId);
    if (!row || row.valid_until !== validUntil || statusAt(row, clock.now()) === 'expired') return;
    const order = await db.selectFrom('orders').select('customer').where('id', '=', row.order_id).executeTakeFirst();
    const customerName = order ? (JSON.parse(order.customer) as { name?: string }).name : undefined;
    await mail.addForJob(
      id,
      travelEndingMail(
        {
          email: row.email,
          language: await customerLanguage(row),
          customerName: customerName ?? '',
          name: row.name,
          validUntil,
        },
        publicUrl,
      ),
    );
  }

  return {
    /** Whether `POST /api/esims/{id}/simulate` is served: only with the built-in simulated platform. */
    canSimulate: provider.simulate !== undefined,

    jobHandlers: {
      [ESIM_JOBS.provision]: provision,
      [ESIM_JOBS.readyMail]: sendReadyMail,
      [ESIM_JOBS.usageWarning]: sendUsageWarning,
      [ESIM_JOBS.cancel]: cancelProfile,
      [ESIM_JOBS.travelEndReminder]: sendTravelEndReminder,
      [ESIM_JOBS.block]: blockProfile,
    } satisfies JobHandlers,

    /**
     * The eSIM for a change by its account's bearer or its order's access token (not a mail's link token: a link reads,
     * never changes); 404 ESIM_NOT_FOUND for anyone else.
     */
    async esimToChange(id: number, session: Session | undefined, orderToken: string | undefined) {
      return accessible(id, session, orderToken, { toRead: false });
    },

    /** The eSIM's row and its status as of now (a travel plan past its validity is expired). */
    async esimRow(id: number): Promise<{ row: EsimRow; status: EsimRecord['status'] } | undefined> {
      const row = await esims.findById(id);
      return row && { row, status: statusAt(row, clock.now()) };
    },

    customerLanguage,

    /** This period's use and allowance of an eSIM row (top-ups included). */
    usageOf,

    autoTopUpIfDue,

    /** Whether a refunded eSIM's profile is to be given up at the platform (the `esim.cancel` job). */
    cancelsProfiles: provider.cancel !== undefined,

    /**
     * A platform's notification (POST /api/esim/es2plus/notifications), checked and recorded by the provider; an
     * installation makes the ready eSIM installed (a repeated notice changes nothing). Refused when the provider takes
     * no notifications (the simulated one).
     */
    async receiveNotification(body: unknown): Promise<EsimNotification> {
      if (!provider.receiveNotification)
        return { accepted: false, refusal: 'not-allowed', message: 'The eSIM provider takes no notifications' };
      const notification = await provider.receiveNotification(body);
      if (notification.accepted && notification.event === 'installed') {
        const row = await esims.findByProviderRef(notification.ref);
        if (row && statusAt(row, clock.now()) === 'ready') await install(row, clock.now());
      }
      return notification;
    },

    /**
     * The back office blocks a lost or stolen eSIM (ready, installed or active): blocked at once for us (usage and
     * installation refused, its codes no longer shown), its profile disabled at the platform by a job.
     */
    async block(id: number): Promise<EsimServiceRef> {
      const row = await forAction(id, 'block');
      const now = clock.now();
      const name = await customerNameOf(row.order_id);
      await db.transaction().execute(async (trx) => {
        await markBlocked(trx, row, now);
        await createActivityRepository(trx).addActivity({
          type: 'user',
          messageKey: 'activity.esimBlocked',
          params: { esim: `${row.name} #${row.id}`, name },
          status: 'warning',
          timestamp: now.toISOString(),
        });
      });
      mail.wake();
      return esimServiceRef((await esims.findById(id))!, clock.now());
    },

    /**
     * The back office replaces an eSIM (one that has had its codes, blocked or not): the old one is blocked, and a new
     * one of the same order, customer and plan (its data used and a travel plan's validity carried over) takes its
     * place on its subscription, with its own profile; once ready, its install mail goes out as for a new order.
     */
    async replace(id: number): Promise<{ esim: EsimServiceRef; replaced: EsimServiceRef }> {
      const row = await forAction(id, 'replace');
      const now = clock.now();
      const name = await customerNameOf(row.order_id);
      const newId = await db.transaction().execute(async (trx) => {
        if (row.status !== 'blocked') await markBlocked(trx, row, now);
        const inserted = await trx
          .insertInto('esims')
          .values({
            order_id: row.order_id,
            customer_id: row.customer_id,
            user_id: row.user_id,
            kind: row.kind,
            name: row.name,
            status: 'preparing',
            included_mb: row.included_mb,
            used_mb: row.used_mb,
            period_start: row.period_start,
            period_end: row.period_end,
            warned_80_period: row.warned_80_period,
            warned_100_period: row.warned_100_period,
            validity_days: row.validity_days,
            valid_until: row.valid_until,
            language: row.language,
            email: row.email,
            created_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const replacement = Number(inserted.id);
        await trx.updateTable('subscriptions').set({ esim_id: replacement }).where('esim_id', '=', row.id).execute();
        await createActivityRepository(trx).addActivity({
          type: 'user',
          messageKey: 'activity.esimReplaced',
          params: { esim: `${row.name} #${row.id}`, replacement: `#${replacement}`, name },
          status: 'success',
          timestamp: now.toISOString(),
        });
        await enqueueJob(trx, ESIM_JOBS.provision, { esimId: replacement }, now);
        return replacement;
      });
      mail.wake();
      return {
        esim: esimServiceRef((await esims.findById(newId))!, clock.now()),
        replaced: esimServiceRef((await esims.findById(id))!, clock.now()),
      };
    },

    /** The back office sends an eSIM's install mail again (ready, installed or active: its codes still install). */
    async resend(id: number): Promise<EsimServiceRef> {
      const row = await forAction(id, 'resend');
      const now = clock.now();
      const name = await customerNameOf(row.order_id);
      await db.transaction().execute(async (trx) => {
        await enqueueJob(trx, ESIM_JOBS.readyMail, { esimId: Number(row.id) }, now);
        await createActivityRepository(trx).addActivity({
          type: 'user',
          messageKey: 'activity.esimMailResent',
          params: { esim: `${row.name} #${row.id}`, name },
          status: 'success',
          timestamp: now.toISOString(),
        });
      });
      mail.wake();
      return esimServiceRef((await esims.findById(id))!, clock.now());
    },

    /** The account's eSIMs, newest first. */
    async listForUser(session: Session): Promise<EsimRecord[]> {
      const now = clock.now();
      return (await esims.listForUser(session.user.id)).map((row) => toEsimRecord(row, now));
    },

    /** An order's eSIMs (GET /api/orders/{id}, which has checked the access already). */
    async listForOrder(orderId: string): Promise<EsimRecord[]> {
      const now = clock.now();
      return (await esims.listForOrder(orderId)).map((row) => toEsimRecord(row, now));
    },

    async esimFor(id: number, session: Session | undefined, orderToken: string | undefined): Promise<EsimRecord> {
      return toEsimRecord(await accessible(id, session, orderToken), clock.now());
    },

    /** The QR code of the eSIM's LPA string as SVG; 404 ESIM_NOT_FOUND while it has no codes yet. */
    async qrSvgFor(id: number, session: Session | undefined, orderToken: string | undefined): Promise<string> {
      const { lpa } = toEsimRecord(await accessible(id, session, orderToken), clock.now());
      if (lpa === null) throw notFound();
      return qrCodeSvg(lpa);
    },

    async usageFor(id: number, session: Session | undefined, orderToken: string | undefined): Promise<EsimUsage> {
      return usageOf(await accessible(id, session, orderToken));
    },

    /**
     * The simulated platform's events, applied as a real platform's notice would be: `installed` (from ready: the
     * status, installed_at, and a travel plan's validity from now), `usage` (installed or active: the data use, then
     * the warnings due). 409 INVALID_TRANSITION for an event that does not apply to the eSIM's status.
     */
    async simulate(
      id: number,
      event: EsimSimulateBody,
      session: Session | undefined,
      orderToken: string | undefined,
    ): Promise<EsimRecord> {
      // Not with a mail's link token: a link reads, never changes (lib/order-links.ts).
      const row = await accessible(id, session, orderToken, { toRead: false });
      const now = clock.now();
      const status = statusAt(row, now);
      if (!provider.simulate || row.provider_ref === null) throw new AppError(409, 'INVALID_TRANSITION');
      if (event.event === 'installed') {
        if (status !== 'ready') throw new AppError(409, 'INVALID_TRANSITION');
        await provider.simulate(row.provider_ref, event);
        await install(row, now);
      } else {
        if (status !== 'installed' && status !== 'active') throw new AppError(409, 'INVALID_TRANSITION');
        await provider.simulate(row.provider_ref, event);
        // This month's period first, so that the use counts in it.
        await currentPeriod(row);
        await esims.addUsage(id, event.mb);
        await warnIfDue(id);
        await autoTopUpIfDue(id);
      }
      return toEsimRecord((await esims.findById(id))!, clock.now());
    },
  };
}

export type EsimsService = ReturnType<typeof createEsimsService>;
