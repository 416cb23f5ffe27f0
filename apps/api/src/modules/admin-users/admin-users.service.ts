// The back office's user accounts and their roles (docs/contracts.md §4). No admin can change their own role or that of
// the ADMIN_EMAIL account set up at start, so the back office can never lock itself out. A module above auth (its
// guards), while the accounts' repository stays in users/, on which auth builds (docs/decisions/065).
import type { Kysely } from 'kysely';
import { normalizeSearch, type AdminUser, type AdminUserListAnswer, type UserRole } from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import { createAdminUsersRepository, type AdminUserDbRow } from './admin-users.repository.js';

export interface AdminUsersOptions {
  db: Kysely<Database>;
  /** The id of the ADMIN_EMAIL account set up at start (the auth service's fixedAdminId), if any. */
  fixedAdminId: () => Promise<number | undefined>;
  clock?: Clock;
}

const nameOf = (row: AdminUserDbRow) => [row.first_name, row.last_name].filter(Boolean).join(' ');

export function createAdminUsersService({ db, fixedAdminId, clock = systemClock }: AdminUsersOptions) {
  const users = createAdminUsersRepository(db);

  const toRow = (row: AdminUserDbRow, fixedId: number | undefined): AdminUser => ({
    id: row.id,
    name: nameOf(row),
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    role: row.role,
    language: row.language,
    createdAt: row.created_at,
    fixedAdmin: fixedId === row.id,
  });

  return {
    /** The accounts by name; the search folds case and accents as the other admin lists do. */
    async listUsers(search: string, page: number, pageSize: number): Promise<AdminUserListAnswer> {
      const [found, fixedId] = await Promise.all([
        users.listUsers(normalizeSearch(search), page, pageSize),
        fixedAdminId(),
      ]);
      return { ...found, items: found.items.map((row) => toRow(row, fixedId)) };
    },

    async setRole(actingUserId: number, id: number, role: UserRole): Promise<AdminUser> {
      const user = Number.isSafeInteger(id) ? await users.findUser(id) : undefined;
      if (!user) throw new AppError(404, 'NOT_FOUND');
      const fixedId = await fixedAdminId();
      if (user.id === actingUserId || user.id === fixedId) throw new AppError(409, 'ROLE_LOCKED');
      if (user.role !== role) {
        await db.transaction().execute(async (trx) => {
          const now = clock.now().toISOString();
          await createAdminUsersRepository(trx).setRole(user.id, role, now);
          const params = { name: nameOf(user) || user.email };
          const activity = createActivityRepository(trx);
          if (role === 'admin')
            await activity.addActivity({
              type: 'user',
              messageKey: 'activity.userPromoted',
              params,
              status: 'success',
              timestamp: now,
            });
          else
            await activity.addActivity({
              type: 'user',
              messageKey: 'activity.userDemoted',
              params,
              status: 'warning',
              timestamp: now,
            });
        });
      }
      return toRow((await users.findUser(user.id))!, fixedId);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
