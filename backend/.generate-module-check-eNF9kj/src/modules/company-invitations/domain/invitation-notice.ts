import type { Notice } from '../../user-notifications/services/user-notifier';

/** What the inviting company's admins are told when the invitee answers (D10), in both languages. */
export function invitationAnsweredNotice(
  accepted: boolean,
  invitation: { email: string },
  invitee: { name: string | null },
): Omit<Notice, 'userId'> {
  const who = invitee.name ? `${invitee.name} (${invitation.email})` : invitation.email;
  return {
    // user-notifications has no company category yet; flight-agreement status is on for the bell and e-mail by default.
    category: 'COMPANY',
    event: accepted ? 'company-invitation.accepted' : 'company-invitation.declined',
    title: accepted ? { ru: 'Приглашение принято', en: 'Invitation accepted' } : { ru: 'Приглашение отклонено', en: 'Invitation declined' },
    body: accepted
      ? {
          ru: `${who} принял(а) приглашение и теперь в сотрудниках компании.`,
          en: `${who} accepted the invitation and joined the company's staff.`,
        }
      : { ru: `${who} отклонил(а) приглашение в сотрудники компании.`, en: `${who} declined the invitation to join the company's staff.` },
    link: accepted ? '/company/profile/employees/' : '/company/profile/invites/',
  };
}
