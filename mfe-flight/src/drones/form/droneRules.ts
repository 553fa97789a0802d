import type { WeightClass } from '../api/droneTypes';

/**
 * The limits of the drone form, the same as the server's (backend drone-library/domain): the spec's
 * ranges (part 1 §5: temperature -50..50 °C, wind 0..40 m/s) and upper bounds that only catch typing
 * mistakes such as grams in the kilogram field.
 */
export const TEMPERATURE_RANGE = { min: -50, max: 50 } as const;
export const WIND_SPEED_RANGE = { min: 0, max: 40 } as const;
export const ENGINE_COUNT_RANGE = { min: 1, max: 16 } as const;
export const FIRST_ISSUE_YEAR = 1950;
export const NAME_MAX_LENGTH = 150;
export const MANUFACTURER_MAX_LENGTH = 200;
export const SERIAL_MAX_LENGTH = 100;
export const REGISTRATION_NUMBER_MAX_LENGTH = 50;
export const MAX_SCANS_PER_KIND = 5;

export const FIGURES = ['maxTakeoffWeight', 'maxLiftingCapacity', 'maxDistance', 'maxDuration', 'maxHeight', 'maxHorizontalSpeed', 'maxVerticalSpeed'] as const;
export type Figure = (typeof FIGURES)[number];

/** Inclusive bounds of each figure; the take-off weight must be above zero. */
export const FIGURE_RANGES: Readonly<Record<Figure, { min: number; max: number; exclusiveMin?: boolean }>> = {
  maxTakeoffWeight: { min: 0, max: 5000, exclusiveMin: true },
  maxLiftingCapacity: { min: 0, max: 2000 },
  maxDistance: { min: 0, max: 20000 },
  maxDuration: { min: 0, max: 10000 },
  maxHeight: { min: 0, max: 20000 },
  maxHorizontalSpeed: { min: 0, max: 300 },
  maxVerticalSpeed: { min: 0, max: 100 },
};

/** Registration numbers as registers print them: letters, digits, single hyphens, slashes or spaces between. */
export const REGISTRATION_NUMBER_PATTERN = /^[0-9A-Za-zА-Яа-яЁё]+(?:[ /-][0-9A-Za-zА-Яа-яЁё]+)*$/u;
export const SERIAL_NUMBER_PATTERN = /^[0-9A-Za-z][0-9A-Za-z./-]*$/;

/** Trimmed, single-spaced and upper-cased, as the server stores it ("ab-123" and "AB-123" are one number). */
export function normaliseRegistrationNumber(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Weight classes from the maximum take-off weight: LIGHT ≤ 30 kg < MEDIUM ≤ 150 kg < HEAVY (as the server). */
export const LIGHT_MAX_KG = 30;
export const MEDIUM_MAX_KG = 150;

export function weightClassOf(maxTakeoffWeightKg: number): WeightClass {
  if (maxTakeoffWeightKg <= LIGHT_MAX_KG) return 'LIGHT';
  if (maxTakeoffWeightKg <= MEDIUM_MAX_KG) return 'MEDIUM';
  return 'HEAVY';
}

/**
 * A number typed by a person: blank is "not given" (null), a decimal comma is accepted, anything
 * else that is not a finite number is NaN so a validator can say so.
 */
export function parseDecimal(text: string | undefined | null): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  if (!/^-?\d+(?:[.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

export function parseInteger(text: string | undefined | null): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  if (!/^-?\d+$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** A number as the form shows it (blank for null). */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
