import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FLY_SPACE_USAGE_MODES, PETITION_NOTE_MAX_LENGTH, SUBMISSION_CHANNELS, type SubmissionChannel } from '@nebo/shared-vocabulary';
import {
  BareFieldset,
  Button,
  errorMessageOf,
  FieldHint,
  FormActions,
  isApiError,
  MASKS,
  notify,
  RadioGroup,
  Select,
  Stack,
  TextField,
} from '@nebo/shared-ui';
import {
  agreementKeys,
  assignZonalCenter,
  fetchAirports,
  fetchChannels,
  saveRegime,
  sendSubmission,
  type Airport,
  type Authority,
  type FlightAgreementView,
} from '../api/agreementApi';
import { Legend } from '../components/Legend';
import { NAMESPACE } from '../../namespace';
import { CentrePicker } from './CentrePicker';
import { ChannelChoice, usable } from './ChannelChoice';
import {
  FIELDS,
  regimeOf,
  serverErrors,
  submissionOf,
  upperNote,
  validate,
  valuesFrom,
  type OrvdErrors,
  type OrvdValues,
} from './orvdForm';
import { ReviewersField } from './ReviewersField';

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  @media (min-width: 600px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Group = styled(BareFieldset)`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export interface OrvdFormProps {
  flightId: string;
  view: FlightAgreementView;
  onView: (view: FlightAgreementView) => void;
  /** Re-sending by another channel after a failed delivery: the channel that failed is not offered as the way out. */
  failedChannel?: SubmissionChannel | null;
  onCancel?: () => void;
}

function airportLabel(airport: Airport, t: (key: string, values?: Record<string, unknown>) => string): string {
  const distance = Math.round(airport.distanceKm * 10) / 10;
  return airport.icao
    ? t('agreement.orvd.airportOption', { name: airport.name, icao: airport.icao, distance })
    : t('agreement.orvd.airportOptionNoIcao', { name: airport.name, distance });
}

/** The zonal-centre submission: centre, usage mode, regime, petition, aerodromes and channel, then «Отправить заявку». */
export function OrvdForm({ flightId, view, onView, failedChannel, onCancel }: OrvdFormProps): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const orvd = view.orvdAgreement;
  const [values, setValues] = useState<OrvdValues>(() => ({
    ...valuesFrom(orvd),
    channel: failedChannel ? '' : valuesFrom(orvd).channel,
  }));
  const [centre, setCentre] = useState<Authority | null>(orvd?.authority ?? orvd?.defaultAuthority ?? null);
  const [errors, setErrors] = useState<OrvdErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'regime' | 'assign' | null>(null);
  const channels = useQuery({ queryKey: agreementKeys.channels, queryFn: fetchChannels, refetchInterval: 60_000 });
  const takeoff = useQuery({ queryKey: agreementKeys.airports(flightId, 'takeoff'), queryFn: () => fetchAirports(flightId, 'takeoff') });
  const landing = useQuery({ queryKey: agreementKeys.airports(flightId, 'landing'), queryFn: () => fetchAirports(flightId, 'landing') });

  // With no channel chosen yet, the first one usable now is proposed (never the one that just failed).
  const proposedChannel = SUBMISSION_CHANNELS.find(
    (channel) => channel !== failedChannel && usable(channels.data?.find((health) => health.channel === channel)),
  );
  useEffect(() => {
    if (proposedChannel) setValues((current) => (current.channel ? current : { ...current, channel: proposedChannel }));
  }, [proposedChannel]);

  const set = <K extends keyof OrvdValues>(key: K, value: OrvdValues[K], field?: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (message: string | undefined) => message || undefined;
  /** Client checks name a text of `agreement.orvd`; the server's errors arrive as text already. */
  const translated = (found: OrvdErrors): OrvdErrors =>
    Object.fromEntries(Object.entries(found).map(([field, key]) => [field, key ? t(`agreement.orvd.${key}`) : undefined]));

  const failWith = (error: unknown) => {
    if (isApiError(error) && error.detailedError.length) {
      const { fields, rest } = serverErrors(error.detailedError);
      setErrors(fields);
      setFailure(rest.length ? rest.join('; ') : Object.keys(fields).length ? null : (errorMessageOf(error, i18n) ?? null));
    } else setFailure(errorMessageOf(error, i18n) ?? null);
  };

  const chooseCentre = useCallback(
    (next: Authority, chosenByPilot: boolean) => {
      setCentre(next);
      setValues((current) => ({ ...current, authorityId: next.id }));
      setErrors((current) => ({ ...current, [FIELDS.authority]: undefined }));
      if (!chosenByPilot) return;
      setBusy('assign');
      assignZonalCenter(flightId, next.id)
        .then((saved) => {
          onView(saved);
          notify.success(t('agreement.orvd.assigned', { name: next.name }));
        })
        .catch(failWith)
        .finally(() => setBusy(null));
    },
    // failWith and t are stable for the card's purpose: the callback must not re-run the preselection effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [flightId, onView],
  );

  const storeRegime = async () => {
    const { regime, errors: regimeErrors } = regimeOf(values);
    if (regime === undefined) {
      setErrors((current) => ({ ...current, ...translated(regimeErrors) }));
      return;
    }
    setBusy('regime');
    setFailure(null);
    try {
      onView(await saveRegime(flightId, regime));
      notify.success(t('agreement.orvd.regimeSaved'));
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(translated(found));
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy('send');
    try {
      onView(await sendSubmission(flightId, submissionOf(values)));
      notify.success(t('agreement.orvd.sent'));
      onCancel?.();
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(null);
    }
  };

  const airportOptions = (airports: Airport[] | undefined) =>
    (airports ?? []).map((airport) => ({ value: airport.id, label: airportLabel(airport, t) }));
  const disabled = busy !== null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('agreement.orvd.title')}>
      <Stack $gap={5}>
        <CentrePicker
          flightId={flightId}
          value={centre}
          onChange={chooseCentre}
          error={text(errors[FIELDS.authority])}
          disabled={disabled}
        />
        <RadioGroup
          label={t('agreement.orvd.mode')}
          name={`usage-mode-${flightId}`}
          value={values.mode}
          options={FLY_SPACE_USAGE_MODES.map((mode) => ({ value: mode, label: t(`agreement.modes.${mode}`) }))}
          onChange={(mode) => set('mode', mode, FIELDS.mode)}
          error={text(errors[FIELDS.mode])}
          disabled={disabled}
        />
        <Group>
          <Legend>{t('agreement.orvd.regime')}</Legend>
          <FieldHint id={`regime-${flightId}`}>{t('agreement.orvd.regimeText')}</FieldHint>
          <Pair>
            <TextField
              label={t('agreement.orvd.regimeNumber')}
              value={values.regimeNumber}
              maxLength={100}
              disabled={disabled}
              onChange={(next) => set('regimeNumber', next, FIELDS.regimeNumber)}
              error={text(errors[FIELDS.regimeNumber])}
            />
            <TextField
              label={t('agreement.orvd.regimeDate')}
              hint={t('agreement.orvd.regimeDateHint')}
              value={values.regimeDate}
              mask={MASKS.date}
              inputMode="numeric"
              disabled={disabled}
              onChange={(next) => set('regimeDate', next, FIELDS.regimeDate)}
              error={text(errors[FIELDS.regimeDate])}
            />
          </Pair>
          <div>
            <Button $variant="secondary" $size="sm" disabled={disabled} onClick={() => void storeRegime()}>
              {t('agreement.orvd.saveRegime')}
            </Button>
          </div>
        </Group>
        <Group>
          <Legend>{t('agreement.orvd.petition')}</Legend>
          <ReviewersField
            value={values.reviewers}
            onChange={(next) => set('reviewers', next, FIELDS.reviewers)}
            error={text(errors[FIELDS.reviewers])}
            disabled={disabled}
          />
          <TextField
            label={t('agreement.orvd.note')}
            hint={t('agreement.orvd.noteHint', { max: PETITION_NOTE_MAX_LENGTH })}
            value={values.note}
            maxLength={PETITION_NOTE_MAX_LENGTH}
            disabled={disabled}
            onChange={(next) => set('note', upperNote(next), FIELDS.note)}
            error={text(errors[FIELDS.note])}
          />
        </Group>
        <Group>
          <Legend>{t('agreement.orvd.airports')}</Legend>
          <Pair>
            <Select
              label={t('agreement.orvd.takeoffAirport')}
              value={values.takeoffAirportId}
              options={airportOptions(takeoff.data)}
              placeholder={t('agreement.orvd.noAirport')}
              hint={takeoff.data?.length === 0 ? t('agreement.orvd.airportsNone') : undefined}
              disabled={disabled}
              onChange={(next) => set('takeoffAirportId', next, FIELDS.takeoffAirport)}
              error={text(errors[FIELDS.takeoffAirport])}
            />
            <Select
              label={t('agreement.orvd.landingAirport')}
              value={values.landingAirportId}
              options={airportOptions(landing.data)}
              placeholder={t('agreement.orvd.noAirport')}
              hint={landing.data?.length === 0 ? t('agreement.orvd.airportsNone') : undefined}
              disabled={disabled}
              onChange={(next) => set('landingAirportId', next, FIELDS.landingAirport)}
              error={text(errors[FIELDS.landingAirport])}
            />
          </Pair>
        </Group>
        <ChannelChoice
          channels={channels.data ?? []}
          value={values.channel}
          failed={failedChannel}
          onChange={(channel) => set('channel', channel, FIELDS.channel)}
          error={text(errors[FIELDS.channel])}
          disabled={disabled}
        />
        <TextField
          label={t('agreement.orvd.recipientEmail')}
          hint={t('agreement.orvd.recipientEmailHint')}
          type="email"
          autoComplete="email"
          value={values.recipientEmail}
          maxLength={320}
          disabled={disabled}
          onChange={(next) => set('recipientEmail', next, FIELDS.recipientEmail)}
          error={text(errors[FIELDS.recipientEmail])}
        />
        {failure ? <p role="alert">{failure}</p> : null}
        <FormActions>
          <Button type="submit" disabled={disabled}>
            {busy === 'send' ? t('agreement.orvd.sending') : t('agreement.orvd.send')}
          </Button>
          {onCancel ? (
            <Button $variant="ghost" disabled={disabled} onClick={onCancel}>
              {t('agreement.orvd.cancelResend')}
            </Button>
          ) : null}
        </FormActions>
      </Stack>
    </form>
  );
}
