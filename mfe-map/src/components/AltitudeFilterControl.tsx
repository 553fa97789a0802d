import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BareFieldset } from '@nebo/shared-ui';
import { ALTITUDE_CLASSES, ALTITUDE_FILTER_MODES, type AltitudeClass, type AltitudeFilter, type AltitudeFilterMode } from '../geo/types';
import { NAMESPACE } from '../namespace';

const Fieldset = styled(BareFieldset)`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  legend {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  select,
  input {
    font: inherit;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const MAX_FILTER_ALTITUDE_M = 100_000;

/** Reads the typed altitude: whole metres within the range the API accepts, otherwise null. */
export function parseAltitude(text: string): number | null {
  if (!/^\s*\d+([.,]\d+)?\s*$/.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return value >= 0 && value <= MAX_FILTER_ALTITUDE_M ? value : null;
}

/** The altitude filter of the spec: INTERSECT_VALUE (zones at the altitude) or UP_TO_VALUE, with a value in metres. */
export function AltitudeFilterControl({
  value,
  onChange,
}: {
  value: AltitudeFilter | null;
  onChange: (filter: AltitudeFilter | null) => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [mode, setMode] = useState<AltitudeFilterMode | 'off'>(value?.mode ?? 'off');
  const [text, setText] = useState(String(value?.valueM ?? ALTITUDE_CLASSES.LOW));
  const altitude = parseAltitude(text);

  const apply = (nextMode: AltitudeFilterMode | 'off', nextText: string) => {
    const metres = parseAltitude(nextText);
    if (nextMode === 'off') onChange(null);
    else if (metres !== null) onChange({ mode: nextMode, valueM: metres });
  };

  return (
    <Fieldset>
      <legend>{t('altitude.title')}</legend>
      <label>
        {t('altitude.mode')}
        <select
          value={mode}
          onChange={(event) => {
            const next = event.target.value as AltitudeFilterMode | 'off';
            setMode(next);
            apply(next, text);
          }}
        >
          <option value="off">{t('altitude.off')}</option>
          {ALTITUDE_FILTER_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`altitude.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('altitude.value')}
        <input
          inputMode="numeric"
          list={`${id}-classes`}
          value={text}
          disabled={mode === 'off'}
          aria-invalid={altitude === null}
          aria-describedby={altitude === null ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            apply(mode, event.target.value);
          }}
        />
        <datalist id={`${id}-classes`} aria-label={t('altitude.classes')}>
          {(Object.keys(ALTITUDE_CLASSES) as AltitudeClass[]).map((name) => (
            <option key={name} value={ALTITUDE_CLASSES[name]} label={t(`altitude.${name}`)} />
          ))}
        </datalist>
      </label>
      {altitude === null ? <Error id={`${id}-error`}>{t('altitude.invalid')}</Error> : null}
    </Fieldset>
  );
}
