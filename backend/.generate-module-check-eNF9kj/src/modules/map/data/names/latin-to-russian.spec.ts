import { russianFromEnglishSpelling } from './latin-to-russian';

describe('russianFromEnglishSpelling', () => {
  it.each([
    ['Chkalovsky', 'Чкаловский'],
    ['Oktiabrskij', 'Октиабрский'],
    ['Novy Urengoy', 'Новый Уренгой'],
    ['Raduzhnyi', 'Радужный'],
    ['Sheremetyevo', 'Шереметьево'],
    ['Ostafyevo', 'Остафьево'],
    ['Mendeleyevo', 'Менделеево'],
    ['Solovky', 'Соловки'],
    ['Basy', 'Басы'],
    ["Noril'sk", 'Норильск'],
    ['May-Gatka', 'Май-Гатка'],
  ])('reads %s as %s', (latin, russian) => {
    expect(russianFromEnglishSpelling(latin)).toBe(russian);
  });
});
