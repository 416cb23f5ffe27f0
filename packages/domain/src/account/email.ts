// E-mail addresses in texts that may reach someone other than the account holder.

/**
 * The address with most of its local part hidden: 'jan.jansen@example.nl' → 'j•••n@example.nl', 'jo@x.nl' →
 * 'j•••@x.nl'. Used in the notice to an account's old address, which may belong to someone else than the holder
 * (a typo at registration), so that it does not hand them the holder's new address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const first = Array.from(local)[0] ?? '';
  const last = local.length > 4 ? (Array.from(local).at(-1) ?? '') : '';
  return `${first}•••${last}@${domain}`;
}
