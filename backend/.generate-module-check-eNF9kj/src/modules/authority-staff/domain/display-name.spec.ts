import { fullPersonName, shortPersonName, staffDisplayName } from './display-name';

describe('staff names', () => {
  it('signs as «Фамилия И. О. (Должность)», the e-mail standing in for a missing name', () => {
    expect(staffDisplayName({ lastName: 'Волков', firstName: 'сергей', patronymic: null }, 'v@x.ru', 'Начальник смены')).toBe(
      'Волков С. (Начальник смены)',
    );
    expect(shortPersonName({ lastName: 'Иванова', firstName: 'Анна', patronymic: 'Петровна' })).toBe('Иванова А. П.');
    expect(staffDisplayName({ lastName: null, firstName: 'Анна', patronymic: null }, 'a@x.ru', 'Диспетчер')).toBe('a@x.ru (Диспетчер)');
  });

  it('joins the full name, null without any', () => {
    expect(fullPersonName({ lastName: 'Волков', firstName: 'Сергей', patronymic: ' ' })).toBe('Волков Сергей');
    expect(fullPersonName({ lastName: null, firstName: null, patronymic: null })).toBeNull();
  });
});
