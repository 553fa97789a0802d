/**
 * Which submission or message a mailed reply answers: the `[NEBO <key>]` the centre keeps in the subject, else the
 * In-Reply-To / References naming our Message-ID `<key@nebo.local>`. null when the mail names neither.
 */
export function replyReference(mail: {
  subject?: string | null;
  inReplyTo?: string | null;
  references?: string | string[] | null;
}): string | null {
  const subject = mail.subject?.match(/\[NEBO\s+([^\]\s]+)\s*\]/i);
  if (subject) return subject[1];
  const ids = [mail.inReplyTo ?? '', ...(Array.isArray(mail.references) ? mail.references : [mail.references ?? ''])];
  for (const id of ids) {
    const match = id.match(/<([^<>@\s]+)@nebo\.local>/i);
    if (match) return match[1];
  }
  return null;
}

/** The bare address of a mailbox that may carry a display name (`Nebo <a@b.c>` → `a@b.c`), lower-cased. */
export function bareAddress(mailbox: string): string {
  return (mailbox.match(/<([^<>]+)>/)?.[1] ?? mailbox).trim().toLowerCase();
}
