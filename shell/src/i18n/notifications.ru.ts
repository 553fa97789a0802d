/** Texts of the header's notification bell, Russian (part of the `shell` namespace, key `notifications`). */
export const notificationsRu = {
  bell: 'Уведомления, непрочитанных: {{count}}',
  title: 'Уведомления',
  panel: 'Список уведомлений',
  close: 'Закрыть уведомления',
  readAll: 'Прочитать все',
  more: 'Показать ещё',
  loading: 'Загружаем уведомления…',
  empty: 'Уведомлений пока нет',
  emptyHint: 'Здесь появятся решения по заявкам и другие важные события. Способы доставки выбираются в профиле.',
  failed: 'Не удалось загрузить уведомления',
  retry: 'Повторить',
  unreadPrefix: 'Не прочитано: ',
  settings: 'Настройки уведомлений',
};

export type NotificationsTexts = typeof notificationsRu;
