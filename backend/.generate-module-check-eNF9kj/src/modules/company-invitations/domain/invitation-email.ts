import type { StaffRole } from '@nebo/shared-vocabulary';
import { moscowTime, renderBodies, type MailBlock } from '../../notifications/mail/mail-text';
import type { OutboundEmail } from '../../notifications/mail/outbound-email';

export interface CompanyInvitationEmailModel {
  to: string;
  companyName: string;
  roles: readonly StaffRole[];
  position: string | null;
  url: string;
  expiresAt: Date;
}

/** The staff roles as the e-mail names them (the employee-role dictionary's words). */
export const STAFF_ROLE_NAMES: Record<StaffRole, { ru: string; en: string }> = {
  ADMIN: { ru: 'Администратор', en: 'Administrator' },
  MANAGER: { ru: 'Менеджер', en: 'Manager' },
  PILOT: { ru: 'Пилот', en: 'Pilot' },
  SIGNER: { ru: 'Подписант', en: 'Signer' },
};

/**
 * The invitation to join a company's staff. Written in both languages: nothing tells which one the invitee
 * reads, who may not even have an account yet.
 */
export function renderCompanyInvitationEmail(model: CompanyInvitationEmailModel): OutboundEmail {
  const roles = (locale: 'ru' | 'en') => model.roles.map((role) => STAFF_ROLE_NAMES[role][locale]).join(', ');
  const positionRu = model.position ? `, должность: ${model.position}` : '';
  const positionEn = model.position ? `, position: ${model.position}` : '';
  const blocks: MailBlock[] = [
    'Здравствуйте!',
    `Вас пригласили в сотрудники компании «${model.companyName}» на платформе Nebo. Роли: ${roles('ru')}${positionRu}.`,
    'Чтобы принять или отклонить приглашение, войдите или зарегистрируйтесь с этим адресом электронной почты и перейдите по ссылке:',
    { url: model.url, label: 'Открыть приглашение' },
    `Ссылка действует до ${moscowTime(model.expiresAt, 'ru')}. Если вы не ждали этого письма, просто проигнорируйте его.`,
    '—',
    'Hello!',
    `You have been invited to join the staff of “${model.companyName}” on the Nebo platform. Roles: ${roles('en')}${positionEn}.`,
    'To accept or decline, sign in or sign up with this e-mail address and follow the link:',
    { url: model.url, label: 'Open the invitation' },
    `The link works until ${moscowTime(model.expiresAt, 'en')}. If you did not expect this e-mail, ignore it.`,
  ];
  return {
    to: model.to,
    subject: `Nebo: приглашение в сотрудники компании / invitation to join ${model.companyName}`,
    ...renderBodies(blocks),
  };
}
