import { moscowTime, renderBodies, type MailLocale } from './mail-text';
import type { OutboundEmail } from './outbound-email';

/**
 * The three e-mails of an e-mail address change (issue 9): the confirmation link to the new address, and
 * two notices to the old one, each with a link that undoes the change, at the request and at the
 * confirmation. The new address never learns the old one: a mistyped address must not reveal whose it was.
 */

interface Recipient {
  to: string;
  locale: MailLocale;
  /** How to greet the person; null when the profile has no name yet. */
  name: string | null;
}

export interface EmailChangeConfirmationModel extends Recipient {
  url: string;
  expiresAt: Date;
}

export interface EmailChangeNoticeModel extends Recipient {
  newEmail: string;
  /** The undo link and until when it works. */
  url: string;
  expiresAt: Date;
}

export interface EmailChangedNoticeModel extends EmailChangeNoticeModel {
  changedAt: Date;
}

const GREETING = {
  ru: (name: string | null) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
  en: (name: string | null) => (name ? `Hello, ${name}!` : 'Hello!'),
};

const CONFIRMATION = {
  ru: {
    subject: 'Nebo: подтвердите новый адрес электронной почты',
    lead: 'Этот адрес указали как новую электронную почту учётной записи Nebo. Он же станет логином для входа.',
    action: 'Чтобы подтвердить адрес, перейдите по ссылке:',
    button: 'Подтвердить адрес',
    expiry: (until: string) => `Ссылка действует до ${until} и только один раз. Пока адрес не подтверждён, для входа используется прежний.`,
    ignore: 'Если вы не запрашивали смену адреса, просто проигнорируйте это письмо.',
  },
  en: {
    subject: 'Nebo: confirm your new e-mail address',
    lead: 'This address was given as the new e-mail address of a Nebo account. It will also be the login to sign in with.',
    action: 'To confirm it, follow this link:',
    button: 'Confirm the address',
    expiry: (until: string) =>
      `The link works once, until ${until}. Until the address is confirmed, the account keeps signing in with its current one.`,
    ignore: 'If you did not ask for this, ignore this e-mail.',
  },
};

const REQUESTED = {
  ru: {
    subject: 'Nebo: запрошена смена адреса электронной почты',
    lead: (to: string) => `Кто-то запросил смену электронной почты (она же логин) вашей учётной записи Nebo на ${to}.`,
    pending: (to: string) =>
      `Адрес изменится, только когда его подтвердят по ссылке из письма на ${to}. До этого вы входите с этим адресом.`,
    you: 'Если это были вы, ничего делать не нужно.',
    notYou:
      'Если это были не вы, отмените смену: все сеансы учётной записи завершатся, а на этот адрес придёт ссылка для нового пароля. Запрос подтверждён вашим текущим паролем, значит, он известен кому-то ещё.',
    button: 'Отменить смену адреса',
    expiry: (until: string) => `Ссылка действует до ${until}.`,
  },
  en: {
    subject: 'Nebo: a change of your e-mail address was requested',
    lead: (to: string) => `Someone asked to change the e-mail address (which is also the login) of your Nebo account to ${to}.`,
    pending: (to: string) =>
      `The address changes only once it is confirmed through the link sent to ${to}. Until then you sign in with this address.`,
    you: 'If it was you, there is nothing to do.',
    notYou:
      'If it was not you, cancel the change: every session of the account ends, and this address gets a link to choose a new password. The request was made with your current password, so someone else knows it.',
    button: 'Cancel the change',
    expiry: (until: string) => `The link works until ${until}.`,
  },
};

const CHANGED = {
  ru: {
    subject: 'Nebo: адрес электронной почты изменён',
    lead: (to: string, at: string) => `Электронная почта (она же логин) вашей учётной записи Nebo изменена на ${to} — ${at}.`,
    you: 'Если это были вы, ничего делать не нужно.',
    notYou:
      'Если это были не вы, верните прежний адрес: для входа снова будет этот адрес, все сеансы учётной записи завершатся, а сюда придёт ссылка для нового пароля.',
    button: 'Вернуть прежний адрес',
    expiry: (until: string) => `Ссылка действует до ${until}.`,
  },
  en: {
    subject: 'Nebo: your e-mail address was changed',
    lead: (to: string, at: string) => `The e-mail address (which is also the login) of your Nebo account was changed to ${to} on ${at}.`,
    you: 'If it was you, there is nothing to do.',
    notYou:
      'If it was not you, undo the change: this address becomes the login again, every session of the account ends, and this address gets a link to choose a new password.',
    button: 'Undo the change',
    expiry: (until: string) => `The link works until ${until}.`,
  },
};

/** To the new address: the single-use link that makes it the account's e-mail and login. */
export function renderEmailChangeConfirmation(model: EmailChangeConfirmationModel): OutboundEmail {
  const t = CONFIRMATION[model.locale];
  const bodies = renderBodies([
    GREETING[model.locale](model.name),
    t.lead,
    t.action,
    { url: model.url, label: t.button },
    t.expiry(moscowTime(model.expiresAt, model.locale)),
    t.ignore,
  ]);
  return { to: model.to, subject: t.subject, ...bodies };
}

/** To the old address when the change is asked for: what was asked, and the link that cancels it. */
export function renderEmailChangeRequestedNotice(model: EmailChangeNoticeModel): OutboundEmail {
  const t = REQUESTED[model.locale];
  const bodies = renderBodies([
    GREETING[model.locale](model.name),
    t.lead(model.newEmail),
    t.pending(model.newEmail),
    t.you,
    t.notYou,
    { url: model.url, label: t.button },
    t.expiry(moscowTime(model.expiresAt, model.locale)),
  ]);
  return { to: model.to, subject: t.subject, ...bodies };
}

/** To the old address when the change is confirmed: what happened, and the link that undoes it. */
export function renderEmailChangedNotice(model: EmailChangedNoticeModel): OutboundEmail {
  const t = CHANGED[model.locale];
  const bodies = renderBodies([
    GREETING[model.locale](model.name),
    t.lead(model.newEmail, moscowTime(model.changedAt, model.locale)),
    t.you,
    t.notYou,
    { url: model.url, label: t.button },
    t.expiry(moscowTime(model.expiresAt, model.locale)),
  ]);
  return { to: model.to, subject: t.subject, ...bodies };
}
