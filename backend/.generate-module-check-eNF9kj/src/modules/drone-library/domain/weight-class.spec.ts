import { resolveWeightClass, weightClassConflictMessage, weightClassOf } from './weight-class';

describe('weightClassOf', () => {
  it.each([
    [0.1, 'LIGHT'],
    [0.249, 'LIGHT'],
    [30, 'LIGHT'],
    [30.001, 'MEDIUM'],
    [101, 'MEDIUM'],
    [150, 'MEDIUM'],
    [150.5, 'HEAVY'],
    [1200, 'HEAVY'],
  ])('%p kg is %s', (weight, expected) => {
    expect(weightClassOf(weight)).toBe(expected);
  });
});

describe('resolveWeightClass', () => {
  it('derives the class from the weight when none is given', () => {
    expect(resolveWeightClass(9.2, null)).toEqual({ weightClass: 'LIGHT' });
  });

  it('keeps a given class when the weight is unknown', () => {
    expect(resolveWeightClass(null, 'MEDIUM')).toEqual({ weightClass: 'MEDIUM' });
    expect(resolveWeightClass(null, null)).toEqual({ weightClass: null });
  });

  it('accepts a given class that matches the weight', () => {
    expect(resolveWeightClass(45, 'MEDIUM')).toEqual({ weightClass: 'MEDIUM' });
  });

  it('reports a class that contradicts the weight', () => {
    expect(resolveWeightClass(45, 'LIGHT')).toEqual({ weightClass: 'LIGHT', conflict: { expected: 'MEDIUM' } });
    expect(weightClassConflictMessage('MEDIUM', 45)).toContain('must be MEDIUM');
  });
});
