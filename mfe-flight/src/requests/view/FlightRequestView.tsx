import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { applyMask, Button, ButtonLink, errorMessageOf, FormSection, MASKS, openStoredFile, Stack, useLocale } from '@nebo/shared-ui';
import { downloadApiFile } from '../api/download';
import {
  PRINT_FORMATS,
  PRINTED_FORMS,
  printPath,
  type FlightContact,
  type FlightInterval,
  type FlightRequest,
  type PrintFormat,
  type PrintedForm,
} from '../api/flightRequestsApi';
import { OrvdStatusBadge } from '../../agreement/components/OrvdStatusBadge';
import { BodyStatusBadge } from '../components/AgreementChips';
import { RoutePicture } from '../components/RoutePicture';
import { displayInstant } from '../list/flightDates';
import { wireToDisplay } from '../form/offsetTime';
import { Facts } from '../../components/Facts';
import { NAMESPACE } from '../../namespace';
import { describeRoute } from '../routeDescription';

const Forms = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  span {
    flex: 1 1 220px;
  }
`;

const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;

function interval(value: FlightInterval): string {
  return `${wireToDisplay(value.start)} — ${wireToDisplay(value.finish)}`;
}

function contact(value: FlightContact | null): string {
  if (!value) return '';
  const phone = value.phone ? applyMask(MASKS.phone, value.phone).value : '';
  return [value.fullName, phone].filter(Boolean).join(', ');
}

const Summary = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1, 3)};
  }
  .name {
    flex: 1 1 200px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  details {
    flex-basis: 100%;
  }
  pre {
    margin: ${({ theme }) => theme.spacing(1)} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

/**
 * A compact «Согласование» of a converted request: each approving body with its status (the zonal centre first),
 * then the flight dates with an SHR and the SID the centre gave. The agreement page has the details.
 */
function AgreementSummary({ request }: { request: FlightRequest }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const dates = new Map([...(request.generalFlightDateTime ?? []), ...(request.reservedFlightDateTime ?? [])].map((d) => [d.id, d]));
  const statuses = request.agreementStatuses ?? [];
  const shrs = request.shrInfoList ?? [];
  return (
    <FormSection aria-labelledby="request-agreement">
      <h2 id="request-agreement">{t('requests.agreementSummary.title')}</h2>
      {statuses.length === 0 ? (
        <p className="muted">{t('requests.agreementSummary.notStarted')}</p>
      ) : (
        <Summary aria-label={t('requests.agreementSummary.bodiesLabel')}>
          {statuses.map((status, index) => (
            <li key={`${status.body}-${status.authorityId ?? index}`}>
              <span className="name">
                {t(`requests.agreementSummary.bodies.${status.body}`)}:{' '}
                {status.authorityName ?? t('requests.agreementSummary.unknownAuthority')}
              </span>
              <BodyStatusBadge status={status} />
            </li>
          ))}
        </Summary>
      )}
      {shrs.length > 0 ? (
        <>
          <h3>{t('requests.agreementSummary.shrTitle')}</h3>
          <Summary aria-label={t('requests.agreementSummary.shrLabel')}>
            {shrs.map((shr) => {
              const date = dates.get(shr.dateId);
              return (
                <li key={shr.dateId}>
                  <span className="name">
                    {date ? interval(date) : shr.dateId}
                    <br />
                    <span className="muted">
                      {shr.sid ? t('requests.agreementSummary.sid', { sid: shr.sid }) : t('requests.agreementSummary.noSid')}
                      {' · '}
                      {shr.sentAt
                        ? t('requests.agreementSummary.sentAt', { at: displayInstant(shr.sentAt) })
                        : t('requests.agreementSummary.notSent')}
                    </span>
                  </span>
                  <OrvdStatusBadge status={shr.status} />
                  <details>
                    <summary>{t('requests.agreementSummary.showText')}</summary>
                    <pre>{shr.text}</pre>
                  </details>
                </li>
              );
            })}
          </Summary>
        </>
      ) : null}
    </FormSection>
  );
}

/** The printed forms of a converted request as file downloads (the name comes from Content-Disposition). */
function PrintedForms({ id, hasAltitudes }: { id: string; hasAltitudes: boolean }): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (form: PrintedForm, format: PrintFormat) => {
    const key = `${form}.${format}`;
    setPending(key);
    setError(null);
    try {
      await downloadApiFile(printPath(id, form, format), `${form}.${format === 'text' ? 'txt' : format}`);
    } catch (failure) {
      setError(errorMessageOf(failure, i18n) || t('requests.view.downloadFailed'));
    } finally {
      setPending(null);
    }
  };
  return (
    <FormSection aria-labelledby="request-documents">
      <h2 id="request-documents">{t('requests.view.documents')}</h2>
      <Forms>
        {/* The SHR message states the flight's altitudes: a request without them (the simple kind) has none to print. */}
        {PRINTED_FORMS.filter((form) => hasAltitudes || form !== 'shr-message').map((form) => (
          <li key={form}>
            <span>{t(`requests.printed.${form}`)}</span>
            {PRINT_FORMATS.map((format) => (
              <Button
                key={format}
                $variant="secondary"
                $size="sm"
                disabled={pending !== null}
                aria-label={t('requests.download', { form: t(`requests.printed.${form}`), format: t(`requests.formats.${format}`) })}
                onClick={() => void download(form, format)}
              >
                {pending === `${form}.${format}` ? t('requests.view.downloading') : t(`requests.formats.${format}`)}
              </Button>
            ))}
          </li>
        ))}
      </Forms>
      {hasAltitudes ? null : <p className="muted">{t('requests.view.noShrWithoutAltitudes')}</p>}
      {error ? <p role="alert">{error}</p> : null}
    </FormSection>
  );
}

/** A request that can no longer be edited: its status, what it says, and its printed forms. */
export function FlightRequestView({ request }: { request: FlightRequest }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const yesNo = (value: boolean) => (value ? t('requests.view.yes') : t('requests.view.no'));
  const purpose = request.flightPurpose;
  const rows: [string, string][] = [
    [t('requests.fields.name'), request.name ?? ''],
    [t('requests.kind.label'), request.simple ? t('requests.kind.simple') : t('requests.kind.professional')],
    [
      t('requests.fields.drone'),
      [request.drone?.dictionaryItem?.name, request.drone?.registrationNumber, request.drone?.transponderNumber]
        .filter(Boolean)
        .join(' · '),
    ],
    [
      t('requests.fields.purpose'),
      purpose
        ? [purpose.code === 'CUSTOM' ? purpose.custom : (purpose.name ?? purpose.code), purpose.workName, purpose.workAddress]
            .filter(Boolean)
            .join(' · ')
        : '',
    ],
    [t('requests.fields.lineOfSight'), t(`requests.lineOfSight.${request.lineOfSight}`)],
    [t('requests.people.externalPilot'), contact(request.externalPilot)],
    [t('requests.people.manager'), contact(request.manager)],
    [t('requests.people.developer'), contact(request.developer)],
    [
      `${t('requests.dates.general')} (${t(`requests.offsetMode.${request.flightDateTimeOffsetMode}`)})`,
      (request.generalFlightDateTime ?? []).map(interval).join('; '),
    ],
    [t('requests.dates.reserved'), (request.reservedFlightDateTime ?? []).map(interval).join('; ')],
    [
      t('requests.altitudes.sea'),
      request.flightAltitudeMax !== null
        ? t('requests.precheck.bandRange', { min: request.flightAltitudeMin ?? 0, max: request.flightAltitudeMax })
        : '',
    ],
    [
      t('requests.altitudes.ground'),
      request.flightAltitudeGroundMax !== null
        ? t('requests.precheck.bandRange', { min: request.flightAltitudeGroundMin ?? 0, max: request.flightAltitudeGroundMax })
        : '',
    ],
    [t('requests.view.routeSummary'), describeRoute(request.geometry, t)],
    [t('requests.points.takeOff'), request.takeOffPoint ? `${request.takeOffPoint.lat}, ${request.takeOffPoint.lng}` : ''],
    [t('requests.points.landing'), request.landingPoint ? `${request.landingPoint.lat}, ${request.landingPoint.lng}` : ''],
    [t('requests.view.flySpaceClass'), request.flySpaceClass ?? ''],
    [t('requests.view.outsideLocality'), yesNo(request.outsideLocality)],
    [t('requests.view.restrictedZone'), yesNo(request.restrictedZone)],
    [t('requests.view.regimeNumber'), request.regimeNumber ?? ''],
  ];
  const snapshot = request.snapshotFile;
  return (
    <Stack $gap={5}>
      <p>{t('requests.page.readOnly')}</p>
      {/* A submitted request is agreed on its own page: the zonal centre, the administrations, the flight messages. */}
      {request.status !== 'DRAFT' ? (
        <div>
          <ButtonLink to={localize(`/flight/requests/${encodeURIComponent(request.id)}/agreement/`)}>{t('agreement.link')}</ButtonLink>
        </div>
      ) : null}
      {request.status !== 'DRAFT' ? <AgreementSummary request={request} /> : null}
      <FormSection aria-label={request.name ?? t('requests.page.title')}>
        <Facts>
          {rows
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          {snapshot ? (
            <>
              <dt>{t('requests.view.snapshot')}</dt>
              <dd>
                <RoutePicture file={snapshot} alt={t('requests.route.pictureAlt')} />
                <LinkButton type="button" onClick={() => void openStoredFile(snapshot)}>
                  {snapshot.filename ?? snapshot.id}
                </LinkButton>
              </dd>
            </>
          ) : null}
        </Facts>
      </FormSection>
      <PrintedForms id={request.id} hasAltitudes={request.flightAltitudeMax !== null && request.flightAltitudeMax !== undefined} />
    </Stack>
  );
}
