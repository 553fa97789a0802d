import { TEMPERATURE_RANGE, WIND_SPEED_RANGE } from '../domain/drone-characteristics';
import { weightClassOf } from '../domain/weight-class';
import { seedWeightClass } from './drone-library.seed';
import { SEED_MANUFACTURERS } from './library-seed.manufacturers';
import { SEED_MODELS } from './library-seed.models';

describe('seeded drone library', () => {
  it('has at least 30 models from at least 8 manufacturers, Russian ones included', () => {
    expect(SEED_MODELS.length).toBeGreaterThanOrEqual(30);
    const used = new Set(SEED_MODELS.map((m) => m.manufacturer));
    expect(used.size).toBeGreaterThanOrEqual(8);
    const russian = SEED_MANUFACTURERS.filter((m) => m.country === 'RU').map((m) => m.key);
    expect(russian.some((key) => used.has(key))).toBe(true);
  });

  it('has unique keys and names, and every model names a seeded manufacturer', () => {
    const keys = [...SEED_MANUFACTURERS.map((m) => m.key), ...SEED_MODELS.map((m) => m.key)];
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(SEED_MODELS.map((m) => m.name.toLowerCase())).size).toBe(SEED_MODELS.length);
    const manufacturers = new Set(SEED_MANUFACTURERS.map((m) => m.key));
    for (const model of SEED_MODELS) expect(manufacturers.has(model.manufacturer)).toBe(true);
  });

  it.each(SEED_MODELS.map((m) => [m.key, m] as const))('%s: has a source, a class, and figures within the rules', (_key, model) => {
    expect(model.source.length).toBeGreaterThan(0);
    expect(seedWeightClass(model)).not.toBeNull();
    // A stated class is only for models without a weight (the weight decides otherwise).
    if (model.weightClass && model.maxTakeoffWeight !== null) expect(model.weightClass).toBe(weightClassOf(model.maxTakeoffWeight));
    if (model.temperature) {
      expect(model.temperature[0]).toBeGreaterThanOrEqual(TEMPERATURE_RANGE.min);
      expect(model.temperature[1]).toBeLessThanOrEqual(TEMPERATURE_RANGE.max);
      expect(model.temperature[0]).toBeLessThanOrEqual(model.temperature[1]);
    }
    if (model.windSpeed) {
      expect(model.windSpeed[0]).toBeGreaterThanOrEqual(WIND_SPEED_RANGE.min);
      expect(model.windSpeed[1]).toBeLessThanOrEqual(WIND_SPEED_RANGE.max);
    }
    if (model.maxTakeoffWeight !== null && model.maxLiftingCapacity !== null) {
      expect(model.maxLiftingCapacity).toBeLessThan(model.maxTakeoffWeight);
    }
  });
});
