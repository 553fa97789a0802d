import { useEffect, useRef, type ReactElement } from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BareFieldset, FieldGrid } from '../components/layout';
import { FormRadioGroup, FormSelect, FormTextField } from '../forms/fields';
import { parseDecimal } from '../forms/numbers';
import { ENGINE_COUNT_RANGE, FIGURE_RANGES, FIGURES, TEMPERATURE_RANGE, weightClassOf, WIND_SPEED_RANGE } from './droneRules';
import { DRONE_TYPES, ENGINE_TYPES, WEIGHT_CLASSES } from './droneTypes';
import { DRONES_NAMESPACE } from './translations';

const Fieldset = styled(BareFieldset)`
  legend {
    margin-bottom: ${({ theme }) => theme.spacing(3)};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
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

/**
 * The figures of a drone or library model (docs/requirements.md#ui-drone-forms), with units and their ranges in the
 * hints, bound to the form's CharacteristicsValues (validated by validateCharacteristics).
 */
export function CharacteristicsFields(): ReactElement {
  const { t } = useTranslation(DRONES_NAMESPACE);
  const decimal = { inputMode: 'decimal' as const, autoComplete: 'off' };
  return (
    <>
      <Fieldset>
        <legend>{t('form.sections.type')}</legend>
        <FieldGrid>
          <FormSelect
            name="droneType"
            label={t('fields.droneType')}
            options={DRONE_TYPES.map((value) => ({ value, label: t(`droneType.${value}`) }))}
          />
          <FormSelect
            name="engineType"
            label={t('fields.engineType')}
            options={ENGINE_TYPES.map((value) => ({ value, label: t(`engineType.${value}`) }))}
          />
          <FormTextField
            name="engineCount"
            label={t('fields.engineCount')}
            hint={t('form.hints.between', ENGINE_COUNT_RANGE)}
            inputMode="numeric"
            autoComplete="off"
          />
        </FieldGrid>
      </Fieldset>
      <Fieldset>
        <legend>{t('form.sections.performance')}</legend>
        <WeightClassFromWeight />
        <FieldGrid>
          {FIGURES.map((figure) => (
            <FormTextField
              key={figure}
              name={figure}
              label={t('fields.withUnit', { field: t(`fields.${figure}`), unit: t(`units.${figure}`) })}
              hint={t('form.hints.upTo', { max: FIGURE_RANGES[figure].max })}
              {...decimal}
            />
          ))}
        </FieldGrid>
      </Fieldset>
      <FormRadioGroup
        name="weightClass"
        label={t('fields.weightClass')}
        options={WEIGHT_CLASSES.map((value) => ({ value, label: t(`weightClassWithBounds.${value}`) }))}
      />
      <Fieldset>
        <legend>{t('form.sections.conditions')}</legend>
        <FieldGrid>
          <FormTextField
            name="temperature.from"
            label={t('fields.temperatureFrom')}
            hint={t('form.hints.between', TEMPERATURE_RANGE)}
            {...decimal}
          />
          <FormTextField
            name="temperature.to"
            label={t('fields.temperatureTo')}
            hint={t('form.hints.between', TEMPERATURE_RANGE)}
            {...decimal}
          />
          <span aria-hidden="true" />
          <FormTextField
            name="windSpeed.from"
            label={t('fields.windSpeedFrom')}
            hint={t('form.hints.between', WIND_SPEED_RANGE)}
            {...decimal}
          />
          <FormTextField
            name="windSpeed.to"
            label={t('fields.windSpeedTo')}
            hint={t('form.hints.between', WIND_SPEED_RANGE)}
            {...decimal}
          />
        </FieldGrid>
      </Fieldset>
    </>
  );
}
