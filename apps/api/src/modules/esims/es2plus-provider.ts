// The ES2+ adapter of the eSIM provider (docs/contracts.md §12, ESIM_PROVIDER=es2plus): profiles from any SM-DP+ through
// its GSMA SGP.22 ES2+ interface (es2plus-client.ts). Preparing an eSIM is DownloadOrder (the SM-DP+ reserves a profile
// and answers its ICCID, the reference we keep), then ConfirmOrder with releaseFlag true (it answers the matching id
// and its SM-DP+ address: the activation code is `LPA:1$<smdpAddress>$<matchingId>`). Each step's result is stored in
// `es2plus_orders` before the next, so preparing an eSIM again (a retried job) goes on where it stopped and never
// orders a second profile. ES2+ has no call to read an order back: `getProfile` answers from that table, which the
// SM-DP+'s notifications (HandleDownloadProgressInfo) move on: notificationPointId 4 with Executed-Success is the
// profile installed on the phone, 5 with Executed-Success is the profile deleted from it.
//
// Left to the network side, not ES2+: data use (usedMb stays 0 here), and blocking a profile that is on a phone (lost or
// stolen): `block` withdraws a profile not yet downloaded and says when it could not disable one.
import { Es2plusNotificationBodySchema } from '@telecom/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, Es2plusOrdersTable } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { Es2plusClient } from './es2plus-client.js';
import type { EsimNotification, EsimProfile, EsimProvider } from './esim-provider.js';

/** SGP.22's notification points (HandleDownloadProgressInfo's notificationPointId). */
export const ES2PLUS_NOTIFICATION_POINTS = {
  eligibilityCheck: 1,
  confirmationFailure: 2,
  bppDownload: 3,
  bppInstallation: 4,
  deleted: 5,
} as const;

export interface Es2plusEsimProviderOptions {
  db: Kysely<Database>;
  client: Es2plusClient;
  /** DownloadOrder's profileType (ES2PLUS_PROFILE_TYPE); undefined: none sent. */
  profileType: string | undefined;
  /** The functionRequesterIdentifier the SM-DP+'s notifications must carry (ES2PLUS_SMDP_IDENTIFIER); undefined: any. */
  smdpIdentifier: string | undefined;
  clock?: Clock;
}

type OrderRow = Selectable<Es2plusOrdersTable>;

const STATUS_OF_STATE: Record<OrderRow['state'], EsimProfile['status']> = {
  ordered: 'preparing',
  released: 'ready',
  installed: 'installed',
  // A profile deleted from the phone or given up can never be installed again.
  deleted: 'expired',
  cancelled: 'expired',
};

function profileOf(row: OrderRow): EsimProfile {
  const codes = row.state !== 'ordered';
  return {
    status: STATUS_OF_STATE[row.state],
    iccid: codes ? row.iccid : null,
    smdpAddress: codes ? row.smdp_address : null,
    activationCode: codes ? row.matching_id : null,
    usedMb: 0,
  };
}

export function createEs2plusEsimProvider({
  db,
  client,
  profileType,
  smdpIdentifier,
  clock = systemClock,
}: Es2plusEsimProviderOptions): Required<Omit<EsimProvider, 'simulate'>> {
  const byEsim = (esimId: number) =>
    db.selectFrom('es2plus_orders').selectAll().where('esim_id', '=', esimId).executeTakeFirst();
  const byIccid = (iccid: string) =>
    db.selectFrom('es2plus_orders').selectAll().where('iccid', '=', iccid).executeTakeFirst();
  const now = () => clock.now().toISOString();

  /** Gives up the profile at the SM-DP+ (CancelOrder), once. */
  async function cancelOrder(ref: string): Promise<void> {
    const row = await byIccid(ref);
    if (!row || row.state === 'cancelled' || row.state === 'deleted') return;
    // Unavailable: the codes went to the customer; the profile is never given out again.
    await client.cancelOrder({
      iccid: row.iccid,
      ...(row.matching_id === null ? {} : { matchingId: row.matching_id }),
      finalProfileStatusIndicator: 'Unavailable',
    });
    await db
      .updateTable('es2plus_orders')
      .set({ state: 'cancelled', updated_at: now() })
      .where('iccid', '=', ref)
      .execute();
  }

  return {
    async prepare({ esimId }) {
      let order = await byEsim(esimId);
      if (!order) {
        const { iccid } = await client.downloadOrder(profileType === undefined ? {} : { profileType });
        await db
          .insertInto('es2plus_orders')
          .values({ esim_id: esimId, iccid, state: 'ordered', created_at: now(), updated_at: now() })
          .execute();
        order = (await byEsim(esimId))!;
      }
      if (order.state === 'ordered') {
        const confirmed = await client.confirmOrder({ iccid: order.iccid, releaseFlag: true });
        await db
          .updateTable('es2plus_orders')
          .set({
            state: 'released',
            matching_id: confirmed.matchingId,
            smdp_address: confirmed.smdpAddress,
            eid: confirmed.eid ?? null,
            updated_at: now(),
          })
          .where('esim_id', '=', esimId)
          .where('state', '=', 'ordered')
          .execute();
      }
      return { ref: order.iccid };
    },

    async getProfile(ref) {
      const row = await byIccid(ref);
      return row && profileOf(row);
    },

    cancel: cancelOrder,

    /**
     * Lost or stolen. ES2+ has no call to disable a profile that is on a phone (SGP.22 leaves that to the network:
     * barring the ICCID at the HLR/HSS, outside this interface): an installed profile is not disabled here, and the
     * answer says so. A profile not yet downloaded is withdrawn by CancelOrder, as for a refund, and never given out
     * again; one deleted from the phone or cancelled is unusable already.
     */
    async block(ref) {
      const row = await byIccid(ref);
      if (!row) throw new Error(`ES2+ has no order for profile '${ref}'`);
      if (row.state === 'installed') return { disabledAtPlatform: false };
      await cancelOrder(ref);
      return { disabledAtPlatform: true };
    },

    async receiveNotification(body): Promise<EsimNotification> {
      const parsed = Es2plusNotificationBodySchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { accepted: false, refusal: 'invalid', message: `Invalid ${issue?.path.join('.') || 'body'}` };
      }
      const notification = parsed.data;
      if (smdpIdentifier !== undefined && notification.header.functionRequesterIdentifier !== smdpIdentifier)
        return { accepted: false, refusal: 'not-allowed', message: 'Unknown function requester' };
      const row = await byIccid(notification.iccid);
      if (!row) return { accepted: false, refusal: 'unknown-profile', message: 'Unknown ICCID' };

      const succeeded = notification.notificationPointStatus.status === 'Executed-Success';
      const point = notification.notificationPointId;
      const installed = point === ES2PLUS_NOTIFICATION_POINTS.bppInstallation && succeeded;
      const deleted = point === ES2PLUS_NOTIFICATION_POINTS.deleted && succeeded;
      await db
        .updateTable('es2plus_orders')
        .set({
          last_notification: `${point} ${notification.notificationPointStatus.status}`,
          ...(notification.eid ? { eid: notification.eid } : {}),
          // Installed from released only (a late or repeated notice changes nothing); deleted from anything but cancelled.
          ...(installed && row.state === 'released' ? { state: 'installed' as const } : {}),
          ...(deleted && row.state !== 'cancelled' ? { state: 'deleted' as const } : {}),
          updated_at: now(),
        })
        .where('iccid', '=', row.iccid)
        .execute();
      return { accepted: true, ref: row.iccid, event: installed ? 'installed' : null };
    },
  };
}
