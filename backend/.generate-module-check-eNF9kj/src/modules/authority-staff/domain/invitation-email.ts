import { moscowTime, renderBodies, type MailBlock } from '../../notifications/mail/mail-text';
import type { OutboundEmail } from '../../notifications/mail/outbound-email';

export interface InvitationEmailModel {
  to: string;
  authorityName: { ru: string; en: string };
  position: string;
  url: string;
  expiresAt: Date;
}

/**
 * The invitation to join an authority's staff. Written in both languages: nothing tells which one the invitee
 * reads, who may not even have an account yet.
 */
export function renderInvitationEmail(model: InvitationEmailModel): OutboundEmail {
  const blocks: MailBlock[] = [
    'Здравствуйте!',
    `Вас пригласили в сотрудники органа «${model.authorityName.ru}» на платформе Nebo, должность: ${model.position}.`,
    'Чтобы принять приглашение, войдите или зарегистрируйтесь с этим адресом электронной почты и перейдите по ссылке:',
    { url: model.url, label: 'Принять приглашение' },
    `Ссылка действует до ${moscowTime(model.expiresAt, 'ru')}. Если вы не ждали этого письма, просто проигнорируйте его.`,
    '—',
    'Hello!',
    `You have been invited to join the staff of “${model.authorityName.en}” on the Nebo platform as ${model.position}.`,
    'To accept, sign in or sign up with this e-mail address and follow the link:',
    { url: model.url, label: 'Accept the invitation' },
    `The link works until ${moscowTime(model.expiresAt, 'en')}. If you did not expect this e-mail, ignore it.`,
  ];
  return {
    to: model.to,
    subject: `Nebo: приглашение в сотрудники органа / invitation to join ${model.authorityName.en}`,
    ...renderBodies(blocks),
  };
}
