// The pending user of spec point 3: stored locally after registration (email, name, phone, newsletter,
// registrationTime, and the plan chosen with ?plan=), so that the login page can fill in the e-mail address and
// the dashboard can remind the customer of the plan they chose.
// Checked by hand, not with zod: the login page reads it as it starts and needs no schema library for that.

const PENDING_USER_KEY = 'pendingUser';

export interface PendingUser {
  email: string;
  name: string;
  phone: string;
  newsletter: boolean;
  registrationTime: string;
  plan: string | null;
}

function isPendingUser(value: unknown): value is PendingUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    ['email', 'name', 'phone', 'registrationTime'].every((key) => typeof user[key] === 'string') &&
    typeof user.newsletter === 'boolean' &&
    (user.plan === null || typeof user.plan === 'string')
  );
}

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
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    // Only the named fields, as the schema it replaces kept them.
    return isPendingUser(parsed)
      ? {
          email: parsed.email,
          name: parsed.name,
          phone: parsed.phone,
          newsletter: parsed.newsletter,
          registrationTime: parsed.registrationTime,
          plan: parsed.plan,
        }
      : null;
  } catch {
    return null;
  }
}
