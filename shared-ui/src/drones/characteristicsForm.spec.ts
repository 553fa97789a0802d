import { i18n } from '../i18n/instance';
import { errorCollector } from '../forms/errorCollector';
import { parseDecimal } from '../forms/numbers';
import { characteristicsPayload, characteristicsValues, validateCharacteristics, type CharacteristicsValues } from './characteristicsForm';
import { weightClassOf } from './droneRules';
import type { DroneCharacteristics } from './droneTypes';

// Any namespace's t finds the rules' messages: they are named with the `drones:` prefix.
const tIn = (lng: 'en' | 'ru') => (key: string, options?: Record<string, unknown>) => i18n.t(key, { lng, ns: 'some-remote', ...options });

const mavic: DroneCharacteristics = {
  droneType: 'MULTICOPTER',
  engineType: 'ELECTRIC',
  engineCount: 4,
  weightClass: 'LIGHT',
  maxTakeoffWeight: 0.895,
  maxLiftingCapacity: null,
  maxDistance: 30,
  maxDuration: 46,
  maxHeight: 6000,
  maxHorizontalSpeed: 21,
  maxVerticalSpeed: 8,
  temperature: { from: -10, to: 40 },
  windSpeed: { from: 0, to: 12 },
};

function errorsOf(changes: Partial<CharacteristicsValues>, lng: 'en' | 'ru' = 'en'): Record<string, unknown> {
  const { put, errors } = errorCollector();
  validateCharacteristics({ ...characteristicsValues(mavic), ...changes }, tIn(lng), put);
  return errors();
}

describe('drone characteristics rules', () => {
  it('shows the figures as text and accepts a model as it is', () => {
    const values = characteristicsValues(mavic);
    expect(values).toMatchObject({ engineCount: '4', maxTakeoffWeight: '0.895', maxLiftingCapacity: '', weightClass: 'LIGHT' });
    expect(values.temperature).toEqual({ from: '-10', to: '40' });
    expect(values.windSpeed).toEqual({ from: '0', to: '12' });
    expect(characteristicsValues({}).engineCount).toBe('1');
    expect(errorsOf({})).toEqual({});
  });

  it('keeps the temperature within -50..50 and the wind within 0..40, "to" not below "from"', () => {
    expect(errorsOf({ temperature: { from: '-51', to: '40' } })).toEqual({ temperature: { from: 'A value from -50 to 50' } });
    expect(errorsOf({ temperature: { from: '-50', to: '50' } })).toEqual({});
    expect(errorsOf({ temperature: { from: '0', to: '50.5' } })).toEqual({ temperature: { to: 'A value from -50 to 50' } });
    expect(errorsOf({ windSpeed: { from: '-1', to: '12' } })).toEqual({ windSpeed: { from: 'A value from 0 to 40' } });
    expect(errorsOf({ windSpeed: { from: '0', to: '41' } })).toEqual({ windSpeed: { to: 'A value from 0 to 40' } });
    expect(errorsOf({ windSpeed: { from: '15', to: '10' } })).toEqual({ windSpeed: { to: '“To” cannot be less than “from”' } });
    expect(errorsOf({ temperature: { from: 'warm', to: '' } })).toEqual({ temperature: { from: 'Enter a number' } });
  });

  it('says it in Russian on the Russian pages', () => {
    expect(errorsOf({ windSpeed: { from: '0', to: '41' } }, 'ru')).toEqual({ windSpeed: { to: 'Значение от 0 до 40' } });
    expect(errorsOf({ maxTakeoffWeight: '45', weightClass: 'LIGHT' }, 'ru')).toEqual({
      weightClass: 'Для такой взлётной массы класс — «Средний»',
    });
  });

  it('accepts a decimal comma and refuses figures out of their bounds', () => {
    expect(parseDecimal('0,895')).toBe(0.895);
    expect(parseDecimal('')).toBeNull();
    expect(errorsOf({ maxTakeoffWeight: '0,895' })).toEqual({});
    expect(errorsOf({ maxTakeoffWeight: '0' })).toEqual({ maxTakeoffWeight: 'More than 0' });
    expect(errorsOf({ maxLiftingCapacity: '-1' })).toEqual({ maxLiftingCapacity: 'At least 0' });
    expect(errorsOf({ maxHorizontalSpeed: '301' })).toEqual({ maxHorizontalSpeed: 'At most 300' });
    expect(errorsOf({ engineCount: '0' })).toEqual({ engineCount: 'A whole number from 1 to 16' });
    expect(errorsOf({ engineCount: '2.5' })).toEqual({ engineCount: 'A whole number from 1 to 16' });
  });

  it('derives the weight class from the take-off weight: LIGHT ≤ 30 kg < MEDIUM ≤ 150 kg < HEAVY', () => {
    expect([0.249, 30, 30.1, 150, 150.5].map(weightClassOf)).toEqual(['LIGHT', 'LIGHT', 'MEDIUM', 'MEDIUM', 'HEAVY']);
    expect(errorsOf({ maxTakeoffWeight: '45', weightClass: 'LIGHT' })).toEqual({
      weightClass: 'For this take-off weight the class is “Medium”',
    });
    expect(errorsOf({ maxTakeoffWeight: '', weightClass: 'HEAVY' })).toEqual({});
  });

  it('sends the figures as numbers, blanks as null and one engine by default', () => {
    expect(characteristicsPayload({ ...characteristicsValues(mavic), maxTakeoffWeight: '0,9', engineCount: '' })).toEqual({
      ...mavic,
      maxTakeoffWeight: 0.9,
      engineCount: 1,
    });
    expect(characteristicsPayload(characteristicsValues({}))).toMatchObject({
      droneType: null,
      weightClass: null,
      maxHeight: null,
      temperature: { from: null, to: null },
    });
  });
});
