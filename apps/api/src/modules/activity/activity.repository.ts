// SQL for the activity log of the back office (spec point 2 "Recent activity").
import type { Kysely, Selectable } from 'kysely';
import type { ActivityStatus, ActivityType } from '@telecom/domain';
import type { ActivityTable, Database } from '../../db/schema.js';
import { currentActor } from '../../lib/actor-context.js';

export type ActivityDbRow = Selectable<ActivityTable>;

export interface NewActivity {
  type: ActivityType;
  /** A message key of the domain's table. */
  messageKey: string;
  params: Record<string, string | number>;
  status: ActivityStatus;
  timestamp: string;
}

/** Who made the change being recorded: the signed-in user of the request, or nobody (the system). */
export function actorColumns(): Pick<ActivityDbRow, 'actor_user_id' | 'actor_name'> {
  const actor = currentActor();
  return { actor_user_id: actor?.userId ?? null, actor_name: actor?.name ?? null };
}

/** Rows per multi-row INSERT: well under SQLite's 32,766 parameters of a statement. */
const INSERT_ROWS = 2_000;

const activityRow = (entry: NewActivity) => ({
  type: entry.type,
  message_key: entry.messageKey,
  params: JSON.stringify(entry.params),
  timestamp: entry.timestamp,
  status: entry.status,
  ...actorColumns(),
});

export function createActivityRepository(db: Kysely<Database>) {
  return {
    /** Adds an activity entry: a message key of the domain's table and its parameters, and who acted. */
    async addActivity(entry: NewActivity): Promise<void> {
      await db.insertInto('activity').values(activityRow(entry)).execute();
    },

    /** Adds entries in the order given, in multi-row statements (the billing run's batch). */
    async addActivities(entries: readonly NewActivity[]): Promise<void> {
      for (let start = 0; start < entries.length; start += INSERT_ROWS)
        await db
          .insertInto('activity')
          .values(entries.slice(start, start + INSERT_ROWS).map(activityRow))
          .execute();
    },

    async countActivity(): Promise<number> {
      const row = await db
        .selectFrom('activity')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Newest first (ties: the later entry first). */
    async pageOfActivity(limit: number, offset: number): Promise<ActivityDbRow[]> {
      return db
        .selectFrom('activity')
        .selectAll()
        .orderBy('timestamp', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
