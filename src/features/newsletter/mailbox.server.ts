/**
 * The mailbox an address reaches (issue 58), the key the newsletter's confirmation-mail guards
 * count on: `Victim@x.in`, `vIctim@x.in` and `victim+news@x.in` are one mailbox at every common
 * provider, so a sign-up of any spelling counts against the same 10-minute gap and daily cap.
 * The local part is case-folded (Unicode NFC, lower case) and loses a `+tag` (from the first
 * `+`, unless that leaves it empty); the domain is lower-cased without a trailing dot. The
 * address itself is still kept and mailed as typed (its domain in lower case): this is only a key.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address.normalize('NFC').toLowerCase();
  const local = address.slice(0, at).normalize('NFC').toLowerCase();
  const plus = local.indexOf('+');
  const box = plus > 0 ? local.slice(0, plus) : local;
  return `${box}@${domainOf(address)}`;
}

/** The recipient domain of an address, in lower case without a trailing dot: the key of the per-domain cap. */
export function domainOf(address: string): string {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return domain.endsWith('.') ? domain.slice(0, -1) : domain;
}
