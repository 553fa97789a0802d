import type { ReactElement } from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BareFieldset, Button, FieldGrid, FormTextField, MASKS, RadioGroup, media } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { EMPTY_INTERVAL, MAX_RESERVED_INTERVALS, switchOffsetMode, type FlightFormValues, type IntervalValues } from './flightForm';
import { DATE_TIME_MASK, OFFSET_MODES, type OffsetMode } from './offsetTime';

/** A group of fields under a visible legend (read by screen readers as the group's name). */
export const Group = styled(BareFieldset)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing(3)};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

/** Start, finish and (for a reserve interval) its remove button on one row from md, stacked on phones. */
const IntervalRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  grid-template-columns: 1fr;
  align-items: start;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
    > button {
      margin-top: 28px;
    }
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function IntervalFields({
  path,
  legend,
  onRemove,
  removeLabel,
}: {
  path: string;
  legend: string;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group>
      <legend>{legend}</legend>
      <IntervalRow>
        <FormTextField
          name={`${path}.start`}
          label={t('requests.fields.start')}
          mask={DATE_TIME_MASK}
          inputMode="numeric"
          placeholder={t('requests.hints.dateTime')}
          autoComplete="off"
        />
        <FormTextField
          name={`${path}.finish`}
          label={t('requests.fields.finish')}
          mask={DATE_TIME_MASK}
          inputMode="numeric"
          placeholder={t('requests.hints.dateTime')}
          autoComplete="off"
        />
        {onRemove ? (
          <Button $variant="ghost" $size="sm" onClick={onRemove} aria-label={removeLabel}>
            {t('requests.dates.removeShort')}
          </Button>
        ) : null}
      </IntervalRow>
    </Group>
  );
}

/**
 * The offset mode and the dates: one general interval and (professional kind) up to 30 reserve ones.
 * Switching the mode rewrites every shown time to the same instant (switchOffsetMode): nothing moves.
 */
export function DateFields({ simple }: { simple: boolean }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm<FlightFormValues>();
  const { input: mode } = useField<OffsetMode>('offsetMode', { subscription: { value: true } });
  const { input: reserved } = useField<IntervalValues[]>('reserved', { subscription: { value: true } });
  const intervals = reserved.value || [];

  const changeMode = (next: OffsetMode) => {
    const converted = switchOffsetMode(form.getState().values, next);
    form.batch(() => {
      form.change('offsetMode', converted.offsetMode);
      form.change('general', converted.general);
      form.change('reserved', converted.reserved);
    });
  };

  return (
    <>
      <RadioGroup<OffsetMode>
        name="offsetMode"
        label={t('requests.fields.offsetMode')}
        options={OFFSET_MODES.map((value) => ({ value, label: t(`requests.offsetMode.${value}`) }))}
        value={mode.value || 'UTC'}
        onChange={changeMode}
        hint={t('requests.hints.offsetMode')}
      />
      <IntervalFields path="general" legend={t('requests.dates.general')} />
      {simple ? null : (
        <Group>
          <legend>{t('requests.dates.reserved')}</legend>
          <Muted>{t('requests.dates.reservedHint', { max: MAX_RESERVED_INTERVALS })}</Muted>
          {intervals.length === 0 ? <Muted>{t('requests.dates.none')}</Muted> : null}
          {intervals.map((interval, index) => (
            <IntervalFields
              // The server's id when saved, else the position (new rows are only appended).
              key={interval.id ?? `new-${index}`}
              path={`reserved[${index}]`}
              legend={t('requests.dates.reservedItem', { n: index + 1 })}
              removeLabel={t('requests.dates.remove', { n: index + 1 })}
              onRemove={() =>
                form.change(
                  'reserved',
                  intervals.filter((_, at) => at !== index),
                )
              }
            />
          ))}
          <div>
            <Button
              $variant="secondary"
              $size="sm"
              disabled={intervals.length >= MAX_RESERVED_INTERVALS}
              onClick={() => form.change('reserved', [...intervals, { ...EMPTY_INTERVAL }])}
            >
              {t('requests.dates.add')}
            </Button>
          </div>
        </Group>
      )}
    </>
  );
}

/** A contact person: full name and a masked phone (+7 (999) 999-99-99, sent as digits). */
export function ContactFields({ name }: { name: 'externalPilot' | 'manager' | 'developer' }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group>
      <legend>{t(`requests.people.${name}`)}</legend>
      <FieldGrid>
        <FormTextField name={`${name}.fullName`} label={t('requests.fields.fullName')} maxLength={255} autoComplete="off" />
        <FormTextField
          name={`${name}.phone`}
          label={t('requests.fields.phone')}
          mask={MASKS.phone}
          inputMode="tel"
          type="tel"
          autoComplete="off"
        />
      </FieldGrid>
    </Group>
  );
}

/** Minimum and maximum altitude of one reference (sea level or ground), whole metres. */
export function AltitudePair({
  legend,
  min,
  max,
}: {
  legend: string;
  min: keyof FlightFormValues;
  max: keyof FlightFormValues;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group>
      <legend>{legend}</legend>
      <FieldGrid>
        <FormTextField name={min} label={t('requests.fields.altitudeMin')} inputMode="numeric" maxLength={5} autoComplete="off" />
        <FormTextField name={max} label={t('requests.fields.altitudeMax')} inputMode="numeric" maxLength={5} autoComplete="off" />
      </FieldGrid>
    </Group>
  );
}

/** Latitude and longitude of a point, decimal degrees; `onCommit` tells the route editor on blur. */
export function PointFields({
  name,
  legend,
  onCommit,
}: {
  name: 'takeOffPoint' | 'landingPoint';
  legend: string;
  onCommit: () => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group onBlur={onCommit}>
      <legend>{legend}</legend>
      <FieldGrid>
        <FormTextField
          name={`${name}.lat`}
          label={t('requests.fields.lat')}
          hint={t('requests.hints.lat')}
          inputMode="decimal"
          maxLength={12}
          autoComplete="off"
        />
        <FormTextField
          name={`${name}.lng`}
          label={t('requests.fields.lng')}
          hint={t('requests.hints.lng')}
          inputMode="decimal"
          maxLength={12}
          autoComplete="off"
        />
      </FieldGrid>
    </Group>
  );
}
