// /api/admin/users and /api/admin/users/{id}/role (docs/contracts.md §4): the accounts and their roles.

import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.js';
import { UserRoleSchema } from '../schemas/admin.js';
import { listPageSchema, pagingFields, searchParam } from './common.js';
import { USER_ROLES } from './auth.js';

const EXAMPLE_ACCOUNT = {
  id: 7,
  name: 'Sanne de Vries',
  email: 'sanne@example.nl',
  emailVerified: true,
  role: 'customer',
  language: 'nl',
  createdAt: '2025-01-14T09:30:00.000Z',
  fixedAdmin: false,
} as const;

/** An account as the back office lists it. */
export const AdminUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean().meta({ description: 'Whether the address is confirmed through its mailed link' }),
    role: z.enum(USER_ROLES),
    language: z.enum(SUPPORTED_LANGUAGES),
    createdAt: z.string(),
    fixedAdmin: z
      .boolean()
      .meta({ description: 'The ADMIN_EMAIL account set up at start: its role cannot be changed here' }),
  })
  .meta({ id: 'AdminUser', example: EXAMPLE_ACCOUNT });
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** `?search=&page=&pageSize=`, strict as every list query (docs/contracts.md §7): bad paging or a repeated parameter is 400. */
export const AdminUsersQuerySchema = z.object({
  search: searchParam('Name or e-mail, case- and accent-insensitive substring'),
  ...pagingFields,
});
export type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;

export const AdminUserListAnswerSchema = listPageSchema(AdminUserSchema).meta({
  id: 'AdminUserList',
  example: { items: [EXAMPLE_ACCOUNT], page: 1, pageSize: 10, total: 1, totalPages: 1 },
});
export type AdminUserListAnswer = z.infer<typeof AdminUserListAnswerSchema>;

/** `PUT /api/admin/users/{id}/role`. */
export const AdminUserAnswerSchema = z
  .object({ user: AdminUserSchema })
  .meta({ id: 'AdminUserAnswer', example: { user: EXAMPLE_ACCOUNT } });
export type AdminUserAnswer = z.infer<typeof AdminUserAnswerSchema>;

export const UserRoleBodySchema = UserRoleSchema.meta({ id: 'UserRoleRequest', example: { role: 'admin' } });
