import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { applyMask, formatDate, FormSection, MASKS } from '@nebo/shared-ui';
import { Facts } from '../components/Facts';
import { FileLinks } from '../components/FileLinks';
import { termOf } from '../components/labels';
import type { AuthorityFlightRequestDto, LatLngDto } from '../types';
import { NAMESPACE } from '../../namespace';
import { airportText, petitionText } from './submissionText';

type Row = [label: string, value: ReactNode];

/** Only the rows that say something: an empty value is left out rather than shown as a dash. */
function FactList({ rows }: { rows: Row[] }): ReactElement {
  return (
    <Facts>
      {rows
        .filter(([, value]) => value !== '' && value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </Facts>
  );
}

const Documents = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .type {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const point = (value: LatLngDto | null | undefined): string => (value ? `${value.lat.toFixed(6)}, ${value.lng.toFixed(6)}` : '');

function phoneText(phone: string | null): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 ? applyMask(MASKS.phone, digits).value : phone;
}

/** Who applies: a person or a company, how to reach them, and their personal documents with the scans. */
export function ApplicantSection({ request }: { request: AuthorityFlightRequestDto }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { applicant } = request;
  return (
    <FormSection aria-labelledby="review-applicant">
      <h2 id="review-applicant">{t('review.applicant.title')}</h2>
      <FactList
        rows={[
          [t('review.applicant.kind'), t(`review.applicantKinds.${applicant.kind}`)],
          [t('review.applicant.name'), applicant.name],
          [t('review.applicant.email'), applicant.email ? <a href={`mailto:${applicant.email}`}>{applicant.email}</a> : ''],
          [
            t('review.applicant.phone'),
            applicant.phone ? <a href={`tel:+${applicant.phone.replace(/\D/g, '')}`}>{phoneText(applicant.phone)}</a> : '',
          ],
        ]}
      />
      <h3>{t('review.applicant.documents')}</h3>
      {applicant.documents.length === 0 ? (
        <p>{t('review.applicant.noDocuments')}</p>
      ) : (
        <Documents aria-label={t('review.applicant.documents')}>
          {applicant.documents.map((document) => (
            <li key={document.id}>
              <span className="type">{termOf(t, 'documentTypes', document.type)}</span>
              <span className="meta">
                {[
                  document.number ? t('review.applicant.number', { number: document.number }) : '',
                  document.issuedAt ? t('review.applicant.issuedAt', { date: formatDate(document.issuedAt) }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <FileLinks files={document.files} emptyText={t('review.applicant.noScans')} />
            </li>
          ))}
        </Documents>
      )}
    </FormSection>
  );
}

export function DroneSection({ request }: { request: AuthorityFlightRequestDto }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { drone } = request;
  return (
    <FormSection aria-labelledby="review-drone">
      <h2 id="review-drone">{t('review.drone.title')}</h2>
      <FactList
        rows={[
          [t('review.drone.registrationNumber'), drone.registrationNumber ?? ''],
          [t('review.drone.model'), drone.model ?? ''],
          [t('review.drone.manufacturer'), drone.manufacturer ?? ''],
          [t('review.drone.type'), termOf(t, 'droneTypes', drone.type)],
          [t('review.drone.images'), drone.images.length > 0 ? <FileLinks files={drone.images} /> : ''],
        ]}
      />
    </FormSection>
  );
}

/** The flight itself: purpose, altitudes, airspace class, line of sight, take-off and landing points. */
export function FlightSection({ request }: { request: AuthorityFlightRequestDto }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const altitudes = request.altitudes;
  const range = (min: number | null | undefined, max: number | null | undefined) =>
    max === null || max === undefined ? '' : t('review.flight.range', { min: min ?? 0, max });
  return (
    <FormSection aria-labelledby="review-flight">
      <h2 id="review-flight">{t('review.flight.title')}</h2>
      <FactList
        rows={[
          [t('review.flight.purpose'), request.purpose?.name ?? ''],
          [t('review.flight.altitudeSea'), range(altitudes?.min, altitudes?.max)],
          [t('review.flight.altitudeGround'), range(altitudes?.groundMin, altitudes?.groundMax)],
          [t('review.flight.flySpaceClass'), request.flySpaceClass ?? ''],
          [t('review.flight.lineOfSight'), termOf(t, 'lineOfSight', request.lineOfSight)],
          [t('review.flight.takeOff'), point(request.takeOffPoint)],
          [t('review.flight.landing'), point(request.landingPoint)],
        ]}
      />
    </FormSection>
  );
}

/** What the owner sent: the zonal centre's submission or the local application, with its attachments. */
export function SubmissionSection({ request }: { request: AuthorityFlightRequestDto }): ReactElement | null {
  const { t } = useTranslation(NAMESPACE);
  const submission = request.submission;
  if (!submission) return null;
  const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? '' : t(value ? 'review.yes' : 'review.no'));
  const regime = submission.regime?.number
    ? [submission.regime.number, submission.regime.date ? formatDate(submission.regime.date) : '']
        .filter(Boolean)
        .join(t('review.submission.regimeFrom'))
    : '';
  const rows: Row[] =
    request.body === 'ORVD'
      ? [
          [t('review.submission.usageMode'), termOf(t, 'usageModes', submission.usageMode)],
          [t('review.submission.regime'), regime],
          [t('review.submission.channel'), termOf(t, 'channels', submission.channel)],
          [t('review.submission.takeoffAirport'), airportText(submission.takeoffAirport)],
          [t('review.submission.landingAirport'), airportText(submission.landingAirport)],
          [t('review.submission.restrictedZone'), yesNo(submission.restrictedZone)],
          [t('review.submission.petition'), petitionText(submission.petition)],
        ]
      : [
          [t('review.submission.purpose'), submission.purpose ?? ''],
          [t('review.submission.outsideLocality'), yesNo(submission.outsideLocality)],
          [
            t('review.submission.attachments'),
            <FileLinks key="attachments" files={submission.attachments ?? []} emptyText={t('review.submission.noAttachments')} />,
          ],
        ];
  return (
    <FormSection aria-labelledby="review-submission">
      <h2 id="review-submission">{t(request.body === 'ORVD' ? 'review.submission.titleOrvd' : 'review.submission.titleLocal')}</h2>
      <FactList rows={rows} />
    </FormSection>
  );
}
