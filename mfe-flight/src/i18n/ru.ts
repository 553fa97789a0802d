export const ru = {
  sections: 'Разделы',
  drones: {
    title: 'Мои дроны',
    description:
      'Беспилотники, которыми вы управляете как частное лицо. Зарегистрированный дрон указывают в заявке на полёт и в страховом полисе.',
    none: '—',
    new: {
      title: 'Зарегистрировать дрон',
      pickText:
        'Выберите производителя и модель из библиотеки: характеристики модели заполнятся сами, останется указать номера и приложить фотографии.',
      formText: 'Проверьте характеристики модели, укажите серийный и регистрационный номер, приложите фотографии и свидетельства.',
      loadingModel: 'Загружаем характеристики модели…',
      modelFailed: 'Не удалось загрузить модель',
      chooseAnother: 'Выбрать другую модель',
      saved: 'Дрон «{{name}}» зарегистрирован',
    },
    edit: {
      title: 'Изменение дрона',
      titleOf: 'Изменение дрона «{{name}}»',
      saved: 'Изменения дрона «{{name}}» сохранены',
    },
    list: {
      loading: 'Загружаем дроны…',
      loadFailed: 'Не удалось загрузить список дронов',
      retry: 'Повторить',
      emptyTitle: 'Дронов пока нет',
      emptyText: 'Зарегистрируйте дрон, чтобы указывать его в заявках на полёт и страховых полисах.',
      nothingFound: 'Ничего не найдено',
      nothingFoundText: 'Измените поисковый запрос или фильтры.',
      filters: 'Поиск и фильтры',
      results: 'Список дронов',
      search: 'Поиск',
      searchHint: 'Название, производитель, серийный или регистрационный номер',
      any: 'Все',
      sort: 'Сортировка',
      sorts: {
        'CREATE_DATE-': 'Сначала новые',
        NAME: 'По названию',
        REGISTRATION_NUMBER: 'По регистрационному номеру',
        'ISSUE_YEAR-': 'Сначала новые по году выпуска',
      },
      count_one: '{{count}} дрон',
      count_few: '{{count}} дрона',
      count_many: '{{count}} дронов',
      count_other: '{{count}} дрона',
      view: 'Вид списка',
      views: { table: 'Таблица', tiles: 'Плитки' },
      tableLabel: 'Дроны, таблица',
      tilesLabel: 'Дроны, плитки',
      columns: { photo: 'Фото', model: 'Модель' },
    },
    picker: {
      manufacturer: 'Производитель',
      findManufacturer: 'Поиск производителя',
      allManufacturers: 'Все производители',
      modelsCount_one: '{{count}} модель',
      modelsCount_few: '{{count}} модели',
      modelsCount_many: '{{count}} моделей',
      modelsCount_other: '{{count}} модели',
      model: 'Модель',
      modelsOf: 'Модели: {{manufacturer}}',
      findModel: 'Поиск модели',
      loading: 'Загружаем модели…',
      loadFailed: 'Не удалось загрузить библиотеку',
      noModels: 'Подходящих моделей нет',
      weight: 'до {{weight}} кг',
      continue: 'Выберите модель',
      continueWith: 'Продолжить с моделью {{model}}',
    },
    view: {
      loading: 'Загружаем дрон…',
      loadFailed: 'Не удалось загрузить дрон',
      missingTitle: 'Дрон не найден',
      missingText: 'Такого дрона нет среди ваших: возможно, он удалён.',
      back: 'К списку дронов',
      edit: 'Изменить',
      openFile: 'Открыть файл {{name}}',
      value: '{{value}} {{unit}}',
      interval: 'от {{from}} до {{to}} {{unit}}',
    },
    delete: {
      open: 'Удалить',
      title: 'Удалить дрон?',
      text: 'Дрон «{{name}}» будет удалён вместе с фотографиями и сканами свидетельств. Это действие нельзя отменить.',
      confirm: 'Удалить дрон',
      deleting: 'Удаляем…',
      done: 'Дрон «{{name}}» удалён',
    },
    form: {
      newLabel: 'Новый дрон',
      editLabel: 'Изменение дрона',
      fromModel: 'Модель из библиотеки: {{model}}',
      save: 'Сохранить дрон',
      saving: 'Сохраняем…',
      cancel: 'Отмена',
      uploading: 'Загрузка фотографий и сканов',
      registrationChecking: 'Проверяем номер…',
      registrationFree: 'Номер свободен',
      registrationTaken: 'Дрон с таким регистрационным номером уже есть на платформе',
      sections: {
        identity: 'Дрон',
        certificates: 'Свидетельства',
      },
      hints: {
        serialNumber: 'Латинские буквы, цифры, точка, косая черта и дефис',
        registrationNumber: 'Учётный номер из реестра, если дрон поставлен на учёт',
      },
      errors: {
        serialNumber: 'Только латинские буквы, цифры, точка, косая черта и дефис; начинается с буквы или цифры',
        registrationNumber: 'Только буквы, цифры и одиночные дефисы, косые черты или пробелы между ними',
      },
    },
  },
  flight: {
    title: 'Полёты',
    description:
      'Подготовьте заявку на использование воздушного пространства и согласуйте полёт с зональным центром ЕС ОрВД и с местными администрациями.',
    stepsTitle: 'Как согласовать полёт',
    steps: {
      profile: 'Заполните личные данные в профиле и зарегистрируйте дрон.',
      request: 'Создайте заявку: маршрут или район на карте, даты, высоты и цель полёта.',
      submit: 'Отправьте заявку в зональный центр и, если маршрут проходит над населённым пунктом, в местную администрацию.',
      track: 'Следите за решением в списке заявок: статус меняется, как только орган принимает решение.',
    },
    new: {
      title: 'Новая заявка',
      text: 'Маршрут на карте, даты, высоты и цель полёта. Заявку можно сохранить черновиком и вернуться к ней позже.',
    },
    requests: {
      title: 'Мои заявки',
      text: 'Черновики и поданные заявки, статусы согласования с зональным центром и местными администрациями.',
    },
    drones: {
      title: 'Мои дроны',
      text: 'Дроны, которые можно указать в заявке на полёт.',
    },
  },
  routeEditor: {
    unavailable: 'Редактор маршрута не загрузился',
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'В разделе полётов и дронов нет такой страницы. Возможно, ссылка устарела.',
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

export type FlightTranslations = WithoutRussianPlurals<typeof ru>;
