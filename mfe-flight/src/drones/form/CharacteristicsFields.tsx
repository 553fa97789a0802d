import { useEffect, useRef, type ReactElement } from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@nebo/shared-ui';
import { FormRadioGroup, FormSelect, FormTextField } from '@nebo/shared-ui';
import { DRONE_TYPES, ENGINE_TYPES, WEIGHT_CLASSES } from '../api/droneTypes';
import { NAMESPACE } from '../../namespace';
import { ENGINE_COUNT_RANGE, FIGURE_RANGES, FIGURES, parseDecimal, TEMPERATURE_RANGE, weightClassOf, WIND_SPEED_RANGE } from './droneRules';

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  grid-template-columns: 1fr;
  ${media.up('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.up('lg')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend { margin-bottom: ${({ theme }) => theme.spacing(3)}; font-weight: ${({ theme }) => theme.typography.weight.semibold}; }
`;

/**
 * Keeps the weight class in step with the take-off weight (LIGHT ≤ 30 kg < MEDIUM ≤ 150 kg < HEAVY)
 * whenever the weight changes, so the user does not have to know the bounds; a class picked by hand
 * for a drone without a known weight stays as it is.
 */
function WeightClassFromWeight(): null {
  const form = useForm();
  const { input } = useField<string>('maxTakeoffWeight', { subscription: { value: true } });
  const previous = useRef(input.value);
  useEffect(() => {
    if (previous.current === input.value) return;
    previous.current = input.value;
    const weight = parseDecimal(input.value);
    if (weight !== null && !Number.isNaN(weight) && weight > 0) form.change('weightClass', weightClassOf(weight));
  }, [form, input.value]);
  return null;
}

/** The figures of the drone form (spec part 1 §3), with units and the spec's ranges in the hints. */
export function CharacteristicsFields(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const decimal = { inputMode: 'decimal' as const, autoComplete: 'off' };
  return (
    <>
      <Fieldset>
        <legend>{t('drones.form.sections.type')}</legend>
        <FieldGrid>
          <FormSelect name="droneType" label={t('drones.fields.droneType')} options={DRONE_TYPES.map((value) => ({ value, label: t(`drones.droneType.${value}`) }))} />
          <FormSelect name="engineType" label={t('drones.fields.engineType')} options={ENGINE_TYPES.map((value) => ({ value, label: t(`drones.engineType.${value}`) }))} />
          <FormTextField name="engineCount" label={t('drones.fields.engineCount')} hint={t('drones.form.hints.between', ENGINE_COUNT_RANGE)} inputMode="numeric" autoComplete="off" />
        </FieldGrid>
      </Fieldset>
      <Fieldset>
        <legend>{t('drones.form.sections.performance')}</legend>
        <WeightClassFromWeight />
        <FieldGrid>
          {FIGURES.map((figure) => (
            <FormTextField
              key={figure}
              name={figure}
              label={t('drones.fields.withUnit', { field: t(`drones.fields.${figure}`), unit: t(`drones.units.${figure}`) })}
              hint={t('drones.form.hints.upTo', { max: FIGURE_RANGES[figure].max })}
              {...decimal}
            />
          ))}
        </FieldGrid>
      </Fieldset>
      <FormRadioGroup
        name="weightClass"
        label={t('drones.fields.weightClass')}
        options={WEIGHT_CLASSES.map((value) => ({ value, label: t(`drones.weightClassWithBounds.${value}`) }))}
      />
      <Fieldset>
        <legend>{t('drones.form.sections.conditions')}</legend>
        <FieldGrid>
          <FormTextField name="temperature.from" label={t('drones.fields.temperatureFrom')} hint={t('drones.form.hints.between', TEMPERATURE_RANGE)} {...decimal} />
          <FormTextField name="temperature.to" label={t('drones.fields.temperatureTo')} hint={t('drones.form.hints.between', TEMPERATURE_RANGE)} {...decimal} />
          <span aria-hidden="true" />
          <FormTextField name="windSpeed.from" label={t('drones.fields.windSpeedFrom')} hint={t('drones.form.hints.between', WIND_SPEED_RANGE)} {...decimal} />
          <FormTextField name="windSpeed.to" label={t('drones.fields.windSpeedTo')} hint={t('drones.form.hints.between', WIND_SPEED_RANGE)} {...decimal} />
        </FieldGrid>
      </Fieldset>
    </>
  );
}
