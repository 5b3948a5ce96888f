/**
 * The address an entry is keyed on (terms rule 5: one entry per person, however many email addresses she has):
 * spellings of one address that usually reach the same inbox are one address here. The entry keeps the address she
 * typed, which is where we write to her; only its key is canonical. The key only refuses a second entry: whose an
 * entry is, for her export, her erasure and linking it to her account, goes by sameAddress, since on a domain that
 * treats `jane+1@` and `jane@` as two people the key would hand one person's entry to the other.
 *
 * - Any domain: a `+tag` is dropped from the local part. Sub-addressing (RFC 5233) delivers `jane+draw@` to
 *   `jane@` at Gmail, Outlook, iCloud, Fastmail, Proton and most other providers, so `+` is a free way to make new
 *   addresses for one inbox. On the rare domain where `jane+1@` is a different person from `jane@`, the second
 *   one to enter meets the first's entry: a missed entry on a free draw, against unlimited ones for anyone.
 * - gmail.com and googlemail.com (the same mailboxes): dots in the local part are dropped, since Gmail ignores
 *   them. Only there: elsewhere `j.ane@` and `jane@` may well be two people.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function canonicalEmail(email: string): string {
  const address = plainEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at);
  const plus = local.indexOf('+');
  // A local part that starts with `+` has no address before its tag: it is kept whole.
  if (plus > 0) local = local.slice(0, plus);
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`;
  const undotted = local.replaceAll('.', '');
  return `${undotted || local}@gmail.com`;
}

/**
 * Whether an entry's address is hers, for her export and erasure and for linking it to her account: the address as
 * typed (plainEmail), with only what Gmail itself guarantees reaches the same mailbox taken as the same: dots in
 * the name before any `+tag`, and googlemail.com for gmail.com. A `+tag` is kept: not every mail server delivers
 * `jane+1@` to `jane@`.
 */
export function sameAddress(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}

function mailboxOf(email: string): string {
  const address = plainEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0 || !GMAIL_DOMAINS.has(address.slice(at + 1))) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  const name = plus > 0 ? local.slice(0, plus) : local;
  const undotted = name.replaceAll('.', '') || name;
  return `${undotted}${local.slice(name.length)}@gmail.com`;
}

/** The address as entries were keyed before canonicalEmail, and as it is kept for contacting her. */
export function plainEmail(email: string): string {
  return email.trim().toLowerCase();
}
