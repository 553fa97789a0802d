/** Texts of the shared components themselves (namespace `ui`). */
export const uiRu = {
  close: 'Закрыть',
  retry: 'Повторить',
  loading: 'Загрузка…',
  required: 'Обязательное поле',
  breadcrumbs: 'Навигационная цепочка',
  home: 'Главная',
  pagination: {
    label: 'Страницы',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    page: 'Страница {{page}}',
  },
  alerts: {
    region: 'Уведомления',
    title: {
      error: 'Ошибка',
      primary: 'Информация',
      warning: 'Внимание',
      success: 'Готово',
    },
    remaining: 'Уведомление закроется автоматически',
  },
  errors: {
    unexpected: 'Произошла непредвиденная ошибка. Попробуйте ещё раз.',
    network: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  },
  select: {
    placeholder: 'Выберите значение',
  },
  validation: {
    required: 'Заполните это поле',
    name: 'Допустимы буквы, дефис, пробел, точка, апостроф, запятая и скобки',
    maxLength: 'Не длиннее {{limit}} символов',
    date: 'Введите дату в формате ДД.ММ.ГГГГ',
    age: 'Возраст должен быть от {{min}} до {{max}} лет',
  },
};

export const uiEn: typeof uiRu = {
  close: 'Close',
  retry: 'Try again',
  loading: 'Loading…',
  required: 'Required field',
  breadcrumbs: 'Breadcrumbs',
  home: 'Home',
  pagination: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  alerts: {
    region: 'Notifications',
    title: {
      error: 'Error',
      primary: 'Information',
      warning: 'Warning',
      success: 'Done',
    },
    remaining: 'The notification will close automatically',
  },
  errors: {
    unexpected: 'An unexpected error occurred. Please try again.',
    network: 'No connection to the server. Check your connection and try again.',
  },
  select: {
    placeholder: 'Choose a value',
  },
  validation: {
    required: 'Fill in this field',
    name: 'Letters, hyphen, space, dot, apostrophe, comma and brackets only',
    maxLength: 'At most {{limit}} characters',
    date: 'Enter the date as DD.MM.YYYY',
    age: 'Age must be between {{min}} and {{max}}',
  },
};
