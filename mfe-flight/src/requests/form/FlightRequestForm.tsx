import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Form, useField, useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RouteSnapshotCapture, RouteValue } from '@nebo/mfe-map/types';
import { AVIATION_WORK_TYPES, FLIGHT_PURPOSES, LINES_OF_SIGHT } from '@nebo/shared-vocabulary';
import {
  Button,
  FieldError,
  FieldGrid,
  FILE_SIZE_LIMITS,
  FormActions,
  FormErrorBanner,
  FormFileField,
  FormRadioGroup,
  FormSection,
  FormSelect,
  FormTextField,
  isApiError,
  MOSCOW_ZONE,
  notify,
  ProgressBar,
  RadioGroup,
  Stack,
  fieldMessage,
  type UploadProgress,
} from '@nebo/shared-ui';
import {
  convertToAgreement,
  fetchDictionary,
  flightRequestKeys,
  preCheck,
  saveFlightRequest,
  type DictionaryItem,
  type FlightRequest,
  type FlightRequestInput,
  type LineOfSight,
  type PreCheck,
  type PreCheckFix,
} from '../api/flightRequestsApi';
import { LeaveGuard } from '../components/LeaveGuard';
import { RoutePicture } from '../components/RoutePicture';
import { RouteEditorSlot } from '../../map/RouteEditorSlot';
import { hasBlockingFindings, PreCheckPanel } from '../precheck/PreCheckPanel';
import { NAMESPACE } from '../../namespace';
import { DronePicker } from './DronePicker';
import {
  changesOfFix,
  formFieldOf,
  serverErrorsOf,
  toInput,
  validateComplete,
  validateDraft,
  valuesFromRequest,
  type FlightFormValues,
  type PointValues,
} from './flightForm';
import { AltitudePair, ContactFields, DateFields, PointFields } from './FormParts';
import { chooseRouteImage } from './routeSnapshot';
import { describeRoute } from '../routeDescription';

/** The codes of the FLIGHT_PURPOSE and AVIATION_WORK_TYPE dictionaries, shown until the dictionaries answer. */
export const PURPOSE_CODES = FLIGHT_PURPOSES;
export const WORK_TYPE_CODES = AVIATION_WORK_TYPES;
const LINE_OF_SIGHT: readonly LineOfSight[] = LINES_OF_SIGHT;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.div`
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.error};
  ul {
    margin: ${({ theme }) => theme.spacing(2, 0, 0)};
    padding-left: ${({ theme }) => theme.spacing(5)};
  }
`;

/** The actions bar stays in reach at the bottom of a long form. */
const StickyActions = styled(FormActions)`
  position: sticky;
  bottom: 0;
  z-index: 1;
  align-items: center;
  padding: ${({ theme }) => theme.spacing(3, 0)};
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

type Translate = (key: string, options?: Record<string, unknown>) => string;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }): ReactElement {
  return (
    <FormSection aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </FormSection>
  );
}

/** Options of a dictionary: its names in the page's language, or ours until (unless) it answers. */
function useDictionaryOptions(
  name: 'FLIGHT_PURPOSE' | 'AVIATION_WORK_TYPE',
  codes: readonly string[],
  fallback: (code: string) => string,
): { options: { value: string; label: string }[]; items: DictionaryItem[] } {
  const { i18n } = useTranslation(NAMESPACE);
  const query = useQuery({
    queryKey: flightRequestKeys.dictionary(name, i18n.language),
    queryFn: () => fetchDictionary(name),
    staleTime: 3_600_000,
  });
  const items = query.data ?? [];
  const options =
    items.length > 0
      ? items.map((item) => ({ value: item.code, label: item.name }))
      : codes.map((code) => ({ value: code, label: fallback(code) }));
  return { options, items };
}

function PurposeFields(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { input: purpose } = useField<string>('purposeCode', { subscription: { value: true } });
  const purposes = useDictionaryOptions('FLIGHT_PURPOSE', PURPOSE_CODES, (code) => t(`requestsList.purposes.${code}`));
  const workTypes = useDictionaryOptions('AVIATION_WORK_TYPE', WORK_TYPE_CODES, (code) => t(`requests.workTypes.${code}`));
  return (
    <>
      <FieldGrid>
        <FormSelect
          name="purposeCode"
          label={t('requests.fields.purpose')}
          options={purposes.options}
          placeholder={t('requests.purposes.choose')}
        />
        {purpose.value === 'WORK' ? (
          <FormSelect
            name="workType"
            label={t('requests.fields.workType')}
            options={workTypes.options}
            placeholder={t('requests.purposes.choose')}
            required
          />
        ) : null}
        {purpose.value === 'CUSTOM' ? (
          <FormTextField name="custom" label={t('requests.fields.custom')} maxLength={255} required autoComplete="off" />
        ) : null}
      </FieldGrid>
      <FieldGrid>
        <FormTextField name="workName" label={t('requests.fields.workName')} maxLength={255} autoComplete="off" />
        <FormTextField name="workAddress" label={t('requests.fields.workAddress')} maxLength={500} autoComplete="off" />
      </FieldGrid>
      <FormRadioGroup<LineOfSight>
        name="lineOfSight"
        label={t('requests.fields.lineOfSight')}
        options={LINE_OF_SIGHT.map((value) => ({ value, label: t(`requests.lineOfSight.${value}`) }))}
      />
    </>
  );
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function pointOfValues(point: PointValues): { lat: number; lng: number } | null {
  const lat = Number(point.lat.replace(',', '.'));
  const lng = Number(point.lng.replace(',', '.'));
  return point.lat.trim() && point.lng.trim() && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/**
 * The route in mfe_map's editor (crossings shown live by the editor itself). The editor takes its value
 * once, so it is mounted again (`version`) when the form changes the route from outside: a pre-check fix,
 * a take-off or landing point typed in.
 */
function RouteSection({
  version,
  onOutsideChange,
  onSnapshotReady,
}: {
  version: number;
  onOutsideChange: () => void;
  /** Keeps the editor's picture of the route for the save (no picture of the pilot's own attached). */
  onSnapshotReady: (capture: RouteSnapshotCapture | null) => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm<FlightFormValues>();
  const { meta } = useField('geometry', {
    subscription: { error: true, submitError: true, touched: true, submitFailed: true, dirtySinceLastSubmit: true },
    isEqual: sameJson,
  });
  const { values } = useFormState<FlightFormValues>({ subscription: { values: true } });
  const value = useMemo<RouteValue>(
    () => ({
      geometry: values.geometry,
      takeOffPoint: pointOfValues(values.takeOffPoint),
      landingPoint: pointOfValues(values.landingPoint),
    }),
    // Only read when the editor mounts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [version],
  );
  // What the editor holds now: typed points that differ from it mount it again with them.
  const editorRoute = useRef<RouteValue>(value);
  useEffect(() => {
    editorRoute.current = value;
  }, [value]);
  const onPointsTyped = () => {
    const current = form.getState().values;
    const typed = { takeOffPoint: pointOfValues(current.takeOffPoint), landingPoint: pointOfValues(current.landingPoint) };
    const held = editorRoute.current;
    const differs = (a: unknown, b: unknown) => a !== null && !sameJson(a, b);
    if (differs(typed.takeOffPoint, held.takeOffPoint) || differs(typed.landingPoint, held.landingPoint)) onOutsideChange();
  };
  const onChange = useCallback(
    (route: RouteValue) => {
      editorRoute.current = route;
      form.batch(() => {
        form.change('geometry', route.geometry);
        if (route.takeOffPoint) form.change('takeOffPoint', { lat: String(route.takeOffPoint.lat), lng: String(route.takeOffPoint.lng) });
        if (route.landingPoint) form.change('landingPoint', { lat: String(route.landingPoint.lat), lng: String(route.landingPoint.lng) });
      });
      form.blur('geometry');
    },
    [form],
  );
  const error = fieldMessage(meta);
  const geometry = values.geometry;
  const count = geometry ? (geometry.type === 'MULTIPOLYGON' ? geometry.points.flat().length : geometry.points.length) : 0;
  return (
    <Stack $gap={3}>
      <Muted>{t('requests.hints.crossings')}</Muted>
      <div aria-describedby={error ? 'route-error' : undefined}>
        <RouteEditorSlot
          key={version}
          value={value}
          initialShape={value.geometry?.type ?? 'POLYGON'}
          onChange={onChange}
          onSnapshotReady={onSnapshotReady}
        />
      </div>
      <p aria-live="polite">
        {geometry ? t('requests.route.drawn', { type: t(`requests.route.shapes.${geometry.type}`), count }) : t('requests.route.none')}
      </p>
      <FieldError id="route-error">{error}</FieldError>
      <FieldGrid>
        <PointFields name="takeOffPoint" legend={t('requests.points.takeOff')} onCommit={onPointsTyped} />
        <PointFields name="landingPoint" legend={t('requests.points.landing')} onCommit={onPointsTyped} />
      </FieldGrid>
      <Muted>{t('requests.points.fromRoute')}</Muted>
    </Stack>
  );
}

/** The kind switch: the simple kind hides every field it does not send. */
function KindSwitch(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { input } = useField<boolean>('simple', { subscription: { value: true } });
  return (
    <RadioGroup<'simple' | 'professional'>
      name="kind"
      label={t('requests.kind.label')}
      options={[
        { value: 'simple', label: t('requests.kind.simple') },
        { value: 'professional', label: t('requests.kind.professional') },
      ]}
      value={input.value ? 'simple' : 'professional'}
      onChange={(kind) => input.onChange(kind === 'simple')}
      hint={input.value ? t('requests.kind.simpleHint') : t('requests.kind.professionalHint')}
    />
  );
}

export interface FlightRequestFormProps {
  initialValues: FlightFormValues;
  /** The saved request (its status and rights), null for a new one. */
  request: FlightRequest | null;
  onSaved: (saved: FlightRequest, created: boolean) => void;
  onConverted: (converted: FlightRequest) => void;
  /** Set right before the page navigates itself (after a save), so the unsaved-changes question is not asked. */
  leaveBypass: { current: boolean };
  /** Moscow "now" (a parameter for the tests). */
  now?: () => DateTime;
  /** The page's own actions (copy, delete) beside the form's buttons. */
  extraActions?: ReactNode;
}

interface CheckState {
  result: PreCheck;
  /** The form as it was checked, to tell when the check went stale. */
  checked: string;
}

/** The name of a form field for a message about it ("Основная дата — Начало"), or null. */
export function fieldLabel(path: string | null, t: Translate): string | null {
  if (!path) return null;
  const reserved = /^reserved\[(\d+)\]\.(start|finish)$/.exec(path);
  if (reserved) return `${t('requests.dates.reservedItem', { n: Number(reserved[1]) + 1 })} — ${t(`requests.fields.${reserved[2]}`)}`;
  const [root, leaf] = path.split('.');
  const labels: Record<string, string> = {
    name: t('requests.fields.name'),
    droneId: t('requests.fields.drone'),
    registrationNumber: t('requests.fields.registrationNumber'),
    transponderNumber: t('requests.fields.transponderNumber'),
    purposeCode: t('requests.fields.purpose'),
    workType: t('requests.fields.workType'),
    workName: t('requests.fields.workName'),
    workAddress: t('requests.fields.workAddress'),
    custom: t('requests.fields.custom'),
    lineOfSight: t('requests.fields.lineOfSight'),
    externalPilot: t('requests.people.externalPilot'),
    manager: t('requests.people.manager'),
    developer: t('requests.people.developer'),
    offsetMode: t('requests.fields.offsetMode'),
    general: t('requests.dates.general'),
    flightAltitudeMin: `${t('requests.altitudes.sea')} — ${t('requests.fields.altitudeMin')}`,
    flightAltitudeMax: `${t('requests.altitudes.sea')} — ${t('requests.fields.altitudeMax')}`,
    flightAltitudeGroundMin: `${t('requests.altitudes.ground')} — ${t('requests.fields.altitudeMin')}`,
    flightAltitudeGroundMax: `${t('requests.altitudes.ground')} — ${t('requests.fields.altitudeMax')}`,
    takeOffPoint: t('requests.points.takeOff'),
    landingPoint: t('requests.points.landing'),
    geometry: t('requests.sections.route'),
    routeImage: t('requests.fields.routeImage'),
  };
  const label = labels[root];
  if (!label) return null;
  const leafLabels: Record<string, string> = {
    start: t('requests.fields.start'),
    finish: t('requests.fields.finish'),
    phone: t('requests.fields.phone'),
    fullName: t('requests.fields.fullName'),
  };
  return leaf && leafLabels[leaf] ? `${label} — ${leafLabels[leaf]}` : label;
}

/** The failure of a conversion as a list: its message and each field or finding the server named. */
function failureLines(error: unknown, t: Translate): string[] {
  if (!isApiError(error)) return [t('requests.precheck.unexpected')];
  const lines = error.detailedError.map((detail) => {
    const label = fieldLabel(formFieldOf(detail.field), t);
    return label ? `${label}: ${detail.error}` : detail.error;
  });
  return (lines.length > 0 ? lines : [error.message]).filter((line, index, all) => line && all.indexOf(line) === index);
}

/**
 * The flight request form (issue 11, deliverables 2 and 3): simple and professional kinds, the drone,
 * purpose, people, dates with the UTC/LOCAL mode, altitudes, points and the route; a draft saved at any
 * step (multipart, with the route picture and its progress); the explainable pre-check with fixes to
 * apply; conversion to an agreement once saved and clear.
 */
export function FlightRequestForm({
  initialValues,
  request,
  onSaved,
  onConverted,
  leaveBypass,
  now = () => DateTime.now().setZone(MOSCOW_ZONE),
  extraActions,
}: FlightRequestFormProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [strict, setStrict] = useState(false);
  const [routeVersion, setRouteVersion] = useState(0);
  const [check, setCheck] = useState<CheckState | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string[] | null>(null);
  const [converting, setConverting] = useState(false);
  const [convertError, setConvertError] = useState<string[] | null>(null);
  // The editor's picture of the route, sent on saving when the pilot attached no picture of their own.
  const captureRef = useRef<RouteSnapshotCapture | null>(null);
  const onSnapshotReady = useCallback((capture: RouteSnapshotCapture | null) => {
    captureRef.current = capture;
  }, []);

  const validate = useMemo(
    () => (values: FlightFormValues) => (strict ? validateComplete(values, t, now()) : validateDraft(values, t, now())),
    // `now` is a clock: a new function each render must not re-validate the form each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [strict, t],
  );

  const checkForm = async (body: FlightRequestInput) => {
    setChecking(true);
    setCheckError(null);
    try {
      const result = await preCheck(body);
      setCheck({ result, checked: JSON.stringify(body) });
    } catch (error) {
      setCheckError(failureLines(error, t));
    } finally {
      setChecking(false);
    }
  };

  const onSubmit = async (values: FlightFormValues) => {
    const routeImage = await chooseRouteImage({
      routeImage: values.routeImage,
      hasRoute: values.geometry !== null,
      capture: captureRef.current,
    });
    setProgress(routeImage ? { loaded: 0, total: 0, fraction: 0 } : null);
    try {
      const saved = await saveFlightRequest({ input: toInput(values), routeImage }, { onProgress: setProgress });
      onSaved(saved, !values.id);
      // A check on screen is run again on what was saved, so "Convert" answers to the current findings.
      if (check && values.id) void checkForm(toInput(valuesFromRequest(saved)));
      return undefined;
    } catch (error) {
      return serverErrorsOf(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Form<FlightFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      subscription={{ submitting: true, dirty: true, values: true }}
    >
      {({ handleSubmit, form, submitting, dirty, values }) => {
        const input = JSON.stringify(toInput(values));
        const stale = check !== null && check.checked !== input;
        const blocked = check !== null && !stale && hasBlockingFindings(check.result);
        const saved = Boolean(request?.id);
        const canConvert = saved && Boolean(request?.editable) && !dirty && !blocked && !submitting && !converting;
        let convertHint: string | null = null;
        if (!saved) convertHint = t('requests.actions.convertHintNew');
        else if (dirty) convertHint = t('requests.actions.convertHintUnsaved');
        else if (blocked) convertHint = t('requests.actions.convertHintBlocking');

        const runCheck = () => checkForm(toInput(form.getState().values));

        const applyFix = (fix: PreCheckFix) => {
          const changes = changesOfFix(fix, form.getState().values);
          form.batch(() => {
            for (const [path, value] of changes) form.change(path as keyof FlightFormValues, value as never);
          });
          if (changes.some(([path]) => path === 'geometry' || path === 'takeOffPoint' || path === 'landingPoint'))
            setRouteVersion((v) => v + 1);
          notify.success(t('requests.precheck.applied', { text: fix.message }));
          const first = changes[0]?.[0];
          if (first) document.querySelector<HTMLElement>(`[name="${first}"], [name="${first}.lat"]`)?.focus();
        };

        const convert = async () => {
          setConvertError(null);
          const missing = validateComplete(form.getState().values, t, now());
          if (Object.keys(missing).length > 0) {
            setStrict(true);
            form.batch(() => {
              for (const name of form.getRegisteredFields()) form.blur(name as keyof FlightFormValues);
            });
            setConvertError([t('requests.validation.fixFirst')]);
            return;
          }
          if (!request) return;
          setConverting(true);
          try {
            onConverted(await convertToAgreement(request.id));
            notify.success(t('requests.actions.converted'));
          } catch (error) {
            setConvertError(failureLines(error, t));
          } finally {
            setConverting(false);
          }
        };

        return (
          <form onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-label={values.name || t('requests.new.title')}>
            <LeaveGuard when={Boolean(dirty) && !submitting} bypass={leaveBypass} />
            <Stack $gap={5}>
              <Section id="request-main" title={t('requests.sections.main')}>
                <KindSwitch />
                <FormTextField name="name" label={t('requests.fields.name')} required maxLength={255} autoComplete="off" />
              </Section>
              <Section id="request-drone" title={t('requests.sections.drone')}>
                <DronePicker simple={values.simple} />
              </Section>
              {values.simple ? null : (
                <Section id="request-purpose" title={t('requests.sections.purpose')}>
                  <PurposeFields />
                </Section>
              )}
              {values.simple ? null : (
                <Section id="request-people" title={t('requests.sections.people')}>
                  <ContactFields name="externalPilot" />
                  <ContactFields name="manager" />
                  <ContactFields name="developer" />
                </Section>
              )}
              <Section id="request-dates" title={t('requests.sections.dates')}>
                <DateFields simple={values.simple} />
              </Section>
              {values.simple ? null : (
                <Section id="request-altitudes" title={t('requests.sections.altitudes')}>
                  <AltitudePair legend={t('requests.altitudes.sea')} min="flightAltitudeMin" max="flightAltitudeMax" />
                  <AltitudePair legend={t('requests.altitudes.ground')} min="flightAltitudeGroundMin" max="flightAltitudeGroundMax" />
                </Section>
              )}
              <Section id="request-route" title={t('requests.sections.route')}>
                {request?.geometry ? <p>{t('requests.route.summary', { summary: describeRoute(request.geometry, t) })}</p> : null}
                <RouteSection
                  version={routeVersion}
                  onOutsideChange={() => setRouteVersion((v) => v + 1)}
                  onSnapshotReady={onSnapshotReady}
                />
                <RoutePicture file={request?.snapshotFile} alt={t('requests.route.pictureAlt')} />
                <FormFileField
                  name="routeImage"
                  label={t('requests.fields.routeImageOwn')}
                  hint={t('requests.hints.routeImage')}
                  formats={['png', 'jpeg']}
                  maxBytes={FILE_SIZE_LIMITS.small}
                  maxFiles={1}
                  disabled={submitting}
                />
              </Section>

              {check ? (
                <PreCheckPanel
                  check={check.result}
                  stale={stale}
                  onApply={applyFix}
                  canApply={(fix) => changesOfFix(fix, values).length > 0}
                />
              ) : null}
              {checkError ? (
                <Alert role="alert">
                  <strong>{t('requests.precheck.failed')}</strong>
                  <ul>
                    {checkError.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
              {convertError ? (
                <Alert role="alert">
                  <strong>{t('requests.precheck.convertFailed')}</strong>
                  <ul>
                    {convertError.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
              {progress ? <ProgressBar value={progress.fraction} label={t('requests.actions.uploading')} /> : null}
              <FormErrorBanner />
              <StickyActions>
                <Button type="submit" disabled={submitting || converting}>
                  {submitting ? t('requests.actions.saving') : t('requests.actions.save')}
                </Button>
                {/* The pre-check needs altitudes, which only the professional kind has (the server skips it for a
                    request without them): the simple kind's route crossings are shown by the editor itself. */}
                {values.simple ? null : (
                  <Button $variant="secondary" disabled={checking || submitting} onClick={() => void runCheck()}>
                    {checking ? t('requests.actions.checking') : t('requests.actions.check')}
                  </Button>
                )}
                <Button
                  $variant="secondary"
                  disabled={!canConvert}
                  onClick={() => void convert()}
                  aria-describedby={convertHint ? 'convert-hint' : undefined}
                >
                  {converting ? t('requests.actions.converting') : t('requests.actions.convert')}
                </Button>
                {extraActions}
                {convertHint ? <p id="convert-hint">{convertHint}</p> : null}
              </StickyActions>
            </Stack>
          </form>
        );
      }}
    </Form>
  );
}
