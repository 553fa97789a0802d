/** The owner's notice of a decision (D8 / H1's UserNotifier), in both languages. */
export function decisionNotice(
  approve: boolean,
  request: { id: string; name: string | null },
  authority: { ru: string; en: string },
  decision: { number: string | null; dateOfIssue: string | null; comment: string | null },
) {
  const nameRu = request.name ? `«${request.name}»` : 'без названия';
  const nameEn = request.name ? `“${request.name}”` : '(untitled)';
  const reason = decision.comment ? { ru: ` Комментарий: ${decision.comment}`, en: ` Comment: ${decision.comment}` } : { ru: '', en: '' };
  return {
    category: 'FLIGHT_AGREEMENT_STATUS' as const,
    event: approve ? 'authority.approved' : 'authority.rejected',
    title: approve
      ? { ru: 'Заявка на полёт согласована', en: 'Flight request approved' }
      : { ru: 'В согласовании заявки на полёт отказано', en: 'Flight request rejected' },
    body: approve
      ? {
          ru: `${authority.ru} согласовал заявку ${nameRu}: разрешение № ${decision.number} от ${decision.dateOfIssue}.${reason.ru}`,
          en: `${authority.en} approved the flight request ${nameEn}: permit no. ${decision.number} of ${decision.dateOfIssue}.${reason.en}`,
        }
      : {
          ru: `${authority.ru} отказал в согласовании заявки ${nameRu}.${reason.ru}`,
          en: `${authority.en} rejected the flight request ${nameEn}.${reason.en}`,
        },
    link: `/flight/requests/${request.id}/agreement/`,
  };
}
