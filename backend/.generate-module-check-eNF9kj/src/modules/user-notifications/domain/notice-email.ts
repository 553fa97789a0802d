import { renderBodies, type MailBlock, type MailLocale } from '../../notifications/mail/mail-text';
import type { OutboundEmail } from '../../notifications/mail/outbound-email';

export interface NoticeEmailModel {
  to: string;
  locale: MailLocale;
  title: string;
  body: string;
  /** Absolute: the portal's address and the notice's path; null when the notice leads nowhere. */
  url: string | null;
}

const TEXT = {
  ru: {
    subject: (title: string) => `Nebo: ${title}`,
    open: 'Открыть на портале Nebo',
    why: 'Вы получили это письмо, потому что в настройках уведомлений профиля включены уведомления этой категории по электронной почте.',
  },
  en: {
    subject: (title: string) => `Nebo: ${title}`,
    open: 'Open on the Nebo portal',
    why: 'You receive this e-mail because e-mail notifications of this category are on in your profile’s notification settings.',
  },
};

/** A website notice as an e-mail in the recipient's language: its title as the subject, its text, the link, and why it came. */
export function noticeEmail(model: NoticeEmailModel): OutboundEmail {
  const text = TEXT[model.locale];
  const blocks: MailBlock[] = [model.title, model.body];
  if (model.url) blocks.push({ url: model.url, label: text.open });
  blocks.push(text.why);
  return { to: model.to, subject: text.subject(model.title), ...renderBodies(blocks) };
}

/** A notice's link as an address the mail client can open; links already absolute are kept. */
export function absoluteLink(portalUrl: string, link: string | null): string | null {
  if (!link) return null;
  if (/^https?:\/\//i.test(link)) return link;
  return `${portalUrl.replace(/\/+$/, '')}/${link.replace(/^\/+/, '')}`;
}
