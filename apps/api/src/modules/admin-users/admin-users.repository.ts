// SQL for the back office's list of user accounts: searched and sorted through the stored folded keys
// (users.name_key, users.email_key: the domain's foldCase), the same on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Language } from '@telecom/domain';
import { contains, direction, readPage } from '../../db/list-queries.js';
import type { Database } from '../../db/schema.js';

export interface AdminUserDbRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  email_verified_at: string | null;
  role: 'customer' | 'admin';
  language: Language;
  created_at: string;
}

const COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'email_verified_at',
  'role',
  'language',
  'created_at',
] as const;

export function createAdminUsersRepository(db: Kysely<Database>) {
  return {
    /** The accounts whose folded name or address contains `needle` (folded already; '' for all), by name. */
    async listUsers(needle: string, page: number, pageSize: number) {
      let filtered = db.selectFrom('users');
      if (needle !== '')
        filtered = filtered.where((eb) =>
          eb.or([contains(eb.ref('email_key'), needle), contains(eb.ref('name_key'), needle)]),
        );
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return readPage(Number(total), { page, pageSize }, (window) =>
        filtered
          .select(COLUMNS)
          .orderBy('name_key', direction('asc', window))
          .orderBy('id', direction('asc', window))
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
      );
    },

    async findUser(id: number): Promise<AdminUserDbRow | undefined> {
      return db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async setRole(id: number, role: 'customer' | 'admin', now: string): Promise<void> {
      await db.updateTable('users').set({ role, updated_at: now }).where('id', '=', id).execute();
    },
  };
}
