import { normaliseCharacteristics } from './characteristics';

describe('normaliseCharacteristics', () => {
  it('fills defaults and derives the weight class', () => {
    const { characteristics, weightClass, errors } = normaliseCharacteristics({ maxTakeoffWeight: 9.2 });
    expect(errors).toEqual([]);
    expect(weightClass).toBe('LIGHT');
    expect(characteristics).toMatchObject({
      engineCount: 1,
      droneType: null,
      maxDistance: null,
      temperature: { from: null, to: null },
      windSpeed: { from: null, to: null },
    });
  });

  it('reports a weight class that contradicts the weight', () => {
    const { errors } = normaliseCharacteristics({ maxTakeoffWeight: 101, weightClass: 'LIGHT' });
    expect(errors.map((e) => e.field)).toEqual(['weightClass']);
  });

  it('reports a payload that is not below the take-off weight', () => {
    const { errors } = normaliseCharacteristics({ maxTakeoffWeight: 5, maxLiftingCapacity: 5 });
    expect(errors).toEqual([{ field: 'maxLiftingCapacity', error: 'maxLiftingCapacity must be less than maxTakeoffWeight' }]);
  });
});
