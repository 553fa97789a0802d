import { escapeHtml as escape, moscowTime, type MailLocale } from './mail-text';
import type { OutboundEmail } from './outbound-email';

export interface PasswordChangeEmailModel {
  to: string;
  locale: MailLocale;
  /** How to greet the person; omitted when the profile has no name yet. */
  name: string | null;
  url: string;
  expiresAt: Date;
}

const TEXTS = {
  ru: {
    subject: 'Nebo: смена пароля',
    greeting: (name: string | null) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    body: 'Вы запросили смену пароля в личном кабинете Nebo. Чтобы задать новый пароль, перейдите по ссылке:',
    expiry: (until: string) => `Ссылка действует до ${until} и только один раз.`,
    ignore: 'Если вы не запрашивали смену пароля, просто проигнорируйте это письмо: пароль останется прежним.',
    button: 'Задать новый пароль',
  },
  en: {
    subject: 'Nebo: change your password',
    greeting: (name: string | null) => (name ? `Hello, ${name}!` : 'Hello!'),
    body: 'You asked to change your Nebo password. To choose a new one, follow this link:',
    expiry: (until: string) => `The link works once, until ${until}.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    button: 'Choose a new password',
  },
};

/** The e-mail with the single-use link to the identity provider's password-change page, in ru or en. */
export function renderPasswordChangeEmail(model: PasswordChangeEmailModel): OutboundEmail {
  const t = TEXTS[model.locale];
  const until = moscowTime(model.expiresAt, model.locale);
  const text = [t.greeting(model.name), '', t.body, model.url, '', t.expiry(until), '', t.ignore, '', '— Nebo'].join('\n');
  const html = `<p>${escape(t.greeting(model.name))}</p>
<p>${escape(t.body)}</p>
<p><a href="${escape(model.url)}">${escape(t.button)}</a></p>
<p>${escape(t.expiry(until))}</p>
<p>${escape(t.ignore)}</p>
<p>— Nebo</p>`;
  return { to: model.to, subject: t.subject, text, html };
}
