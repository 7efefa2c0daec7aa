// How an inviter sees the friends they brought: enough to recognise them, never their whole account.

/** `anna@example.com` → `an***@example.com`; a local part of one or two characters keeps its first. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return maskMobile(email);
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : Math.min(1, local.length);
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/** `13812345678` → `138******78`: at least half of the digits (and never fewer than four) hidden. */
export function maskMobile(mobile: string): string {
  const hidden = Math.min(mobile.length, Math.max(4, Math.ceil(mobile.length / 2)));
  const visible = mobile.length - hidden;
  const head = Math.min(3, Math.ceil(visible / 2));
  const tail = visible - head;
  return `${mobile.slice(0, head)}${'*'.repeat(hidden)}${tail ? mobile.slice(-tail) : ''}`;
}

/** `0x12ab34cd…` → `0x12ab…cd34` (the first 6 and the last 4 characters). */
export function maskAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : maskMobile(address);
}
