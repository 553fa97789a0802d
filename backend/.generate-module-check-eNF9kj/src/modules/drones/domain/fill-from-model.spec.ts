import type { ModelRow } from '../../drone-library/entities/model.row';
import { fillFromModel } from './fill-from-model';

const model = {
  drone_type: 'MULTICOPTER',
  engine_type: 'ELECTRIC',
  engine_count: 4,
  weight_class: 'LIGHT',
  max_takeoff_weight: 9.2,
  max_lifting_capacity: 2.7,
  max_distance: null,
  max_duration: 55,
  max_height: 5000,
  max_horizontal_speed: 23,
  max_vertical_speed: 6,
  temperature_from: -20,
  temperature_to: 50,
  wind_speed_from: 0,
  wind_speed_to: 12,
} as ModelRow;

describe('fillFromModel', () => {
  it('takes every figure the form left out from the model', () => {
    expect(fillFromModel({}, model)).toMatchObject({
      droneType: 'MULTICOPTER',
      engineCount: 4,
      weightClass: 'LIGHT',
      maxTakeoffWeight: 9.2,
      temperature: { from: -20, to: 50 },
      windSpeed: { from: 0, to: 12 },
    });
  });

  it("keeps the pilot's own figures, an explicit null included", () => {
    const filled = fillFromModel({ maxDuration: 40, maxHeight: null, temperature: { from: -5, to: 35 } }, model);
    expect(filled).toMatchObject({ maxDuration: 40, maxHeight: null, temperature: { from: -5, to: 35 } });
  });

  it("lets the drone's own take-off weight decide the class", () => {
    expect(fillFromModel({ maxTakeoffWeight: 45 }, model).weightClass).toBeUndefined();
  });

  it('returns the input as it is without a model', () => {
    const input = { maxDuration: 10 };
    expect(fillFromModel(input, null)).toBe(input);
  });
});
