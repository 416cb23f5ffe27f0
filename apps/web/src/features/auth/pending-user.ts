// The pending user of spec point 3: stored locally after registration (email, name, phone, newsletter,
// registrationTime, and the plan chosen with ?plan=), so that the login page can fill in the e-mail address and
// the dashboard can remind the customer of the plan they chose.
import { z } from 'zod';

const PENDING_USER_KEY = 'pendingUser';

const PendingUserSchema = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  newsletter: z.boolean(),
  registrationTime: z.string(),
  plan: z.string().nullable(),
});
export type PendingUser = z.infer<typeof PendingUserSchema>;

export function storePendingUser(user: PendingUser): void {
  try {
    window.localStorage.setItem(PENDING_USER_KEY, JSON.stringify(user));
  } catch {
    // storage unavailable: the login page then starts empty
  }
}

export function readPendingUser(): PendingUser | null {
  try {
    const raw = window.localStorage.getItem(PENDING_USER_KEY);
    const parsed = PendingUserSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
