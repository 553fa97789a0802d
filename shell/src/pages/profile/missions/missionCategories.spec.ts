import { initialMissions, missionName, missionNames, toggledMissions } from './missionCategories';

const ITEMS = [
  { id: 1, code: 'AERIAL_PHOTOGRAPHY', name: 'Аэрофото- и видеосъёмка', nameEn: 'Aerial photography and video' },
  { id: 2, code: 'MAPPING', name: 'Картографирование и геодезия', nameEn: 'Mapping and surveying' },
  { id: 7, code: 'SEARCH_AND_RESCUE', name: 'Поисково-спасательные работы', nameEn: 'Search and rescue' },
];

describe('mission categories', () => {
  it('keep the saved ids the dictionary still has, in its order', () => {
    expect(initialMissions([7, 99, 1], ITEMS)).toEqual({ missionCategoryIds: [1, 7] });
    expect(initialMissions(undefined, ITEMS)).toEqual({ missionCategoryIds: [] });
  });

  it('add a ticked id in the dictionary order and remove an unticked one', () => {
    expect(toggledMissions([7], 1, true, ITEMS)).toEqual([1, 7]);
    expect(toggledMissions([1, 7], 2, true, ITEMS)).toEqual([1, 2, 7]);
    expect(toggledMissions([1, 2, 7], 2, false, ITEMS)).toEqual([1, 7]);
    expect(toggledMissions([1], 1, true, ITEMS)).toEqual([1]);
  });

  it('are named in the page language', () => {
    expect(missionName(ITEMS[1], 'ru')).toBe('Картографирование и геодезия');
    expect(missionName(ITEMS[1], 'en')).toBe('Mapping and surveying');
    expect(missionName({ id: 3, code: 'X', name: 'Только по-русски' }, 'en')).toBe('Только по-русски');
    expect(missionNames([7, 42, 1], ITEMS, 'en')).toEqual(['Search and rescue', 'Aerial photography and video']);
  });
});
