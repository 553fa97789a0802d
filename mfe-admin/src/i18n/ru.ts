export const ru = {
  sections: 'Разделы',
  admin: {
    title: 'Администрирование',
    description: 'Справочники платформы, проверка заявок компаний, статистика и помощь пользователям.',
    library: {
      title: 'Библиотека дронов',
      text: 'Производители и модели дронов с характеристиками и фотографиями: добавление, архив и восстановление.',
    },
    registrationRequests: {
      title: 'Заявки на регистрацию компаний',
      text: 'Проверка сведений и документов компаний: одобрение с договором, возврат на доработку или отказ.',
    },
    statistics: {
      title: 'Статистика',
      text: 'Файл со статистикой работы платформы за выбранный период.',
    },
    loginAs: {
      title: 'Вход от имени пользователя',
      text: 'Войти как частное лицо или как сотрудник компании, чтобы разобраться в обращении пользователя.',
    },
    versions: {
      title: 'Версии системы',
      text: 'Версии работающих компонентов платформы.',
    },
  },
  versions: {
    title: 'Версии системы',
    description:
      'Номера версий компонентов платформы, которые работают сейчас. Укажите их в обращении в техническую поддержку — так причину проблемы найдут быстрее.',
  },
  library: {
    title: 'Библиотека дронов',
    description:
      'Производители и модели, из которых пилоты выбирают свои дроны. Архивная модель не видна при регистрации нового дрона, но остаётся у уже зарегистрированных.',
    tabs: 'Разделы библиотеки',
    loading: 'Загружаем библиотеку…',
    loadFailed: 'Не удалось загрузить библиотеку',
    retry: 'Повторить',
    nothingFoundText: 'Измените поисковый запрос или фильтры.',
    filters: 'Поиск и фильтры',
    search: 'Поиск',
    any: 'Все',
    sort: 'Сортировка',
    none: '—',
    kg: '{{value}} кг',
    back: 'К библиотеке',
    save: 'Сохранить',
    cancel: 'Отмена',
    working: 'Подождите…',
    edit: 'Изменить',
    archive: 'В архив',
    restore: 'Восстановить',
    delete: 'Удалить',
    editNamed: 'Изменить: {{name}}',
    archiveNamed: 'В архив: {{name}}',
    restoreNamed: 'Восстановить: {{name}}',
    deleteNamed: 'Удалить: {{name}}',
    columns: { status: 'Статус', actions: 'Действия' },
    status: { ACTIVE: 'Активна', ARCHIVED: 'В архиве' },
    models: {
      title: 'Модели',
      tableLabel: 'Модели библиотеки',
      count_one: '{{count}} модель',
      count_few: '{{count}} модели',
      count_many: '{{count}} моделей',
      count_other: '{{count}} модели',
      empty: 'Моделей не найдено',
      searchHint: 'Название модели или производителя',
      add: 'Добавить модель',
      addTitle: 'Новая модель',
      editTitle: 'Изменение модели',
      copyTitle: 'Копия модели',
      formLabel: 'Модель дрона',
      missing: 'Модель не найдена',
      save: 'Сохранить модель',
      saved: 'Модель «{{name}}» сохранена',
      uploading: 'Загрузка изображений',
      copy: 'Копировать',
      copyNamed: 'Копировать: {{name}}',
      archived: 'Модель «{{name}}» перенесена в архив',
      restored: 'Модель «{{name}}» восстановлена',
      deleted: 'Модель «{{name}}» удалена',
      deleteTitle: 'Удалить модель?',
      deleteText:
        'Модель «{{name}}» будет удалена из библиотеки вместе с изображениями. Модель, по которой зарегистрированы дроны, удалить нельзя — её можно перенести в архив.',
      columns: { photo: 'Изображение', name: 'Модель', manufacturer: 'Производитель' },
      sections: { identity: 'Модель' },
      sorts: {
        NAME: 'По названию',
        MANUFACTURER: 'По производителю',
        MAX_TAKEOFF_WEIGHT: 'По взлётной массе',
        'CREATE_DATE-': 'Сначала новые',
      },
    },
    manufacturers: {
      title: 'Производители',
      tableLabel: 'Производители библиотеки',
      count_one: '{{count}} производитель',
      count_few: '{{count}} производителя',
      count_many: '{{count}} производителей',
      count_other: '{{count}} производителя',
      empty: 'Производителей не найдено',
      searchHint: 'Название на русском или английском',
      add: 'Добавить производителя',
      addTitle: 'Новый производитель',
      editTitle: 'Изменение: {{name}}',
      saved: 'Производитель «{{name}}» сохранён',
      archived: 'Производитель «{{name}}» перенесён в архив',
      restored: 'Производитель «{{name}}» восстановлен',
      deleted: 'Производитель «{{name}}» удалён',
      deleteTitle: 'Удалить производителя?',
      deleteText:
        'Производитель «{{name}}» будет удалён вместе с моделями ({{count}}). Если по одной из них зарегистрирован дрон, удалить не получится.',
      columns: { models: 'Моделей' },
      fields: { name: 'Название', nameEn: 'Название на английском', country: 'Страна', website: 'Сайт' },
      hints: { country: 'Код ISO из двух букв, например RU', website: 'Адрес, начинающийся с http:// или https://' },
      errors: { country: 'Две латинские буквы кода страны, например RU', website: 'Адрес сайта, начинающийся с http:// или https://' },
      sorts: { NAME: 'По названию', COUNTRY: 'По стране', 'CREATE_DATE-': 'Сначала новые' },
    },
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'В разделе администрирования нет такой страницы. Возможно, ссылка устарела.',
    back: 'К разделу',
  },
};

/**
 * The shape English must have: Russian's own plural forms (`_few`, `_many`) have no English
 * counterpart, so they are left out of the check; every other key must be translated.
 */
type WithoutRussianPlurals<T> = {
  [K in keyof T as K extends `${string}_few` | `${string}_many` ? never : K]: T[K] extends string ? string : WithoutRussianPlurals<T[K]>;
};

export type AdminTranslations = WithoutRussianPlurals<typeof ru>;
