/** Helpers every rendered e-mail shares: the languages mail is written in, HTML escaping, Moscow time. */
import { MOSCOW_TIME_ZONE } from '@nebo/shared-vocabulary';

export type MailLocale = 'ru' | 'en';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** Dates in Moscow time, as everywhere on the platform (docs/requirements.md#vocabulary-moscow-time), with the zone said explicitly. */
export function moscowTime(date: Date, locale: MailLocale): string {
  const text = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    timeZone: MOSCOW_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${text} ${locale === 'ru' ? '(МСК)' : '(Moscow time)'}`;
}

/** One paragraph of an e-mail: text, or a link shown as a button-like anchor in HTML and as the bare URL in text. */
export type MailBlock = string | { url: string; label: string };

/**
 * The text and HTML bodies of an e-mail from the same paragraphs, so both say the same thing; every
 * value is escaped in HTML, and a link's URL stands on its own line in the text version.
 */
export function renderBodies(blocks: readonly MailBlock[]): { text: string; html: string } {
  const text = [...blocks.map((block) => (typeof block === 'string' ? block : block.url)), '— Nebo'].join('\n\n');
  const html = [...blocks, '— Nebo']
    .map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block)}</p>`
        : `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`,
    )
    .join('\n');
  return { text, html };
}
