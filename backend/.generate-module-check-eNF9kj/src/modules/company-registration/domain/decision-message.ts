import { renderBodies, type MailBlock } from '../../notifications/mail/mail-text';
import type { OutboundEmail } from '../../notifications/mail/outbound-email';
import type { RequestKind, RequestStatus } from './request-status';

/** A reviewer's decision as the applicant hears of it. */
export interface DecisionFacts {
  requestId: string;
  kind: RequestKind;
  status: Extract<RequestStatus, 'FIX_REQUIRED' | 'DECLINED' | 'APPROVED' | 'CONFIRMED'>;
  companyName: string;
  commentary: string | null;
}

interface Texts {
  title: { ru: string; en: string };
  body: { ru: string; en: string };
}

/** Where the applicant acts next: the registration form, or the company profile for a change of its data. */
export function decisionLink(facts: Pick<DecisionFacts, 'kind' | 'status'>): string {
  if (facts.kind === 'CHANGE') return '/company/profile/';
  return facts.status === 'APPROVED' ? '/company/' : '/register-company/';
}

function texts({ kind, status, companyName }: DecisionFacts): Texts {
  const ru = `«${companyName}»`;
  const en = `“${companyName}”`;
  if (kind === 'REGISTRATION') {
    switch (status) {
      case 'FIX_REQUIRED':
        return {
          title: { ru: 'Заявка на регистрацию компании требует исправлений', en: 'Company registration request needs a fix' },
          body: {
            ru: `Проверяющий просит исправить заявку на регистрацию компании ${ru}. Исправьте данные и сохраните заявку.`,
            en: `The reviewer asks you to fix the registration request of ${en}. Correct the data and save the request.`,
          },
        };
      case 'DECLINED':
        return {
          title: { ru: 'В регистрации компании отказано', en: 'Company registration declined' },
          body: { ru: `Заявка на регистрацию компании ${ru} отклонена.`, en: `The registration request of ${en} has been declined.` },
        };
      default:
        return {
          title: { ru: 'Компания зарегистрирована', en: 'Company registered' },
          body: {
            ru: `Заявка на регистрацию компании ${ru} одобрена. Вы — администратор компании: войдите заново, чтобы открыть её раздел.`,
            en: `The registration request of ${en} has been approved. You are the company's administrator: sign in again to open its area.`,
          },
        };
    }
  }
  switch (status) {
    case 'FIX_REQUIRED':
      return {
        title: { ru: 'Изменение данных компании требует исправлений', en: 'Company data change needs a fix' },
        body: {
          ru: `Проверяющий просит исправить заявку на изменение данных компании ${ru}.`,
          en: `The reviewer asks you to fix the data change request of ${en}.`,
        },
      };
    case 'DECLINED':
      return {
        title: { ru: 'В изменении данных компании отказано', en: 'Company data change declined' },
        body: { ru: `Заявка на изменение данных компании ${ru} отклонена.`, en: `The data change request of ${en} has been declined.` },
      };
    default:
      return {
        title: { ru: 'Изменение данных компании подтверждено', en: 'Company data change confirmed' },
        body: {
          ru: `Изменение данных компании ${ru} подтверждено и применено.`,
          en: `The data change of ${en} has been confirmed and applied.`,
        },
      };
  }
}

/** The bell notice (UserNotifier), in both languages: the reader's language is known only when it is read. */
export function decisionNotice(facts: DecisionFacts) {
  const { title, body } = texts(facts);
  const comment = facts.commentary ? { ru: ` Комментарий: ${facts.commentary}`, en: ` Comment: ${facts.commentary}` } : { ru: '', en: '' };
  return {
    event: `company-registration.${facts.status.toLowerCase().replace('_', '-')}`,
    title,
    body: { ru: body.ru + comment.ru, en: body.en + comment.en },
    link: decisionLink(facts),
  };
}

/** The decision e-mail (D5), in Russian, with the reviewer's commentary and a link to act on it. */
export function decisionEmail(facts: DecisionFacts, to: string, portalUrl: string): OutboundEmail {
  const { title, body } = texts(facts);
  const url = `${portalUrl.replace(/\/+$/, '')}${decisionLink(facts)}`;
  const blocks: MailBlock[] = ['Здравствуйте!', body.ru];
  if (facts.commentary) blocks.push(`Комментарий проверяющего: ${facts.commentary}`);
  blocks.push({ url, label: facts.kind === 'CHANGE' ? 'Открыть профиль компании' : 'Открыть заявку' });
  return { to, subject: `Nebo: ${title.ru.toLowerCase()}`, ...renderBodies(blocks) };
}
