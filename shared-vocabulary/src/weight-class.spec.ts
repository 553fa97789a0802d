import { LIGHT_MAX_KG, MEDIUM_MAX_KG, weightClassOf } from './weight-class';

describe('weightClassOf', () => {
  it.each([
    [0.1, 'LIGHT'],
    [LIGHT_MAX_KG, 'LIGHT'],
    [LIGHT_MAX_KG + 0.001, 'MEDIUM'],
    [MEDIUM_MAX_KG, 'MEDIUM'],
    [MEDIUM_MAX_KG + 0.5, 'HEAVY'],
  ])('%p kg is %s', (weight, expected) => {
    expect(weightClassOf(weight)).toBe(expected);
  });
});
