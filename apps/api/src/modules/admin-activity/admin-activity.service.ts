// The back office's activity log, translated for the reader. Its page is a module above auth (its guards); the entries
// are written through activity/activity.repository.ts, which nearly every module uses (docs/decisions/065).
import type { Kysely } from 'kysely';
import {
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
  clampPage,
  isMessageKey,
  totalPagesFor,
  translateMessage,
  type ActivityEntry,
  type ActivityListAnswer,
  type Language,
} from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { createActivityRepository, type ActivityDbRow } from '../activity/activity.repository.js';

function toEntry(row: ActivityDbRow, language: Language): ActivityEntry {
  const params = JSON.parse(row.params) as Record<string, string | number>;
  return {
    id: Number(row.id),
    type: (ACTIVITY_TYPES as readonly string[]).includes(row.type) ? row.type : 'clock',
    message: isMessageKey(row.message_key) ? translateMessage(row.message_key, language, params) : row.message_key,
    timestamp: row.timestamp,
    status: (ACTIVITY_STATUSES as readonly string[]).includes(row.status) ? row.status : 'pending',
    actor: row.actor_name,
  };
}

export function createActivityService(db: Kysely<Database>) {
  const repository = createActivityRepository(db);
  return {
    /** A page of the log, newest first. */
    async activity(page: number, pageSize: number, language: Language): Promise<ActivityListAnswer> {
      const total = await repository.countActivity();
      const totalPages = totalPagesFor(total, pageSize);
      const current = clampPage(page, totalPages);
      const rows = await repository.pageOfActivity(pageSize, (current - 1) * pageSize);
      return { items: rows.map((row) => toEntry(row, language)), page: current, pageSize, total, totalPages };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
