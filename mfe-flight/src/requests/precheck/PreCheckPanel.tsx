import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@nebo/shared-ui';
import type { PreCheck, PreCheckCrossing, PreCheckDaylight, PreCheckFinding, PreCheckFix } from '../api/flightRequestsApi';
import { wireToDisplay } from '../form/offsetTime';
import { NAMESPACE } from '../../namespace';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(5)};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1.5)};
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Findings = styled.ul`
  list-style: none;
  padding: 0 !important;
`;

const Finding = styled.li<{ $blocking: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $blocking }) => ($blocking ? theme.colors.errorSoft : theme.colors.warningSoft)};
  > div {
    flex: 1 1 240px;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
  }
  strong {
    color: ${({ theme, $blocking }) => ($blocking ? theme.colors.error : theme.colors.text)};
  }
`;

const Fixes = styled.ul`
  flex-basis: 100%;
  list-style: none;
  padding: 0 !important;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

const Stale = styled.p`
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const isBlocking = (finding: PreCheckFinding): boolean => finding.severity === 'BLOCKING';

export const hasBlockingFindings = (check: PreCheck | null | undefined): boolean => (check?.findings ?? []).some(isBlocking);

/** "0–150 m AMSL", "0–unlimited", or null when the map states no band. */
function band(crossing: PreCheckCrossing, t: (key: string, options?: Record<string, unknown>) => string): string | null {
  const altitudes = crossing.altitudeBand;
  if (!altitudes) return null;
  const range = t('requests.precheck.bandRange', {
    min: altitudes.min ?? t('requests.precheck.ground'),
    max: altitudes.max ?? t('requests.precheck.unlimited'),
  });
  return altitudes.reference ? `${range} ${t(`requests.precheck.reference.${altitudes.reference}`)}` : range;
}

/** The time of day part of a wire date-time ('2026-06-01T04:05:00' → '04:05'). */
const timeOf = (wire: string | null) => (wire ? wireToDisplay(wire).slice(11) : '');

function DaylightItem({ day }: { day: PreCheckDaylight }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  let when = '';
  if (day.sunrise && day.sunset) when = t('requests.precheck.sunriseSunset', { sunrise: timeOf(day.sunrise), sunset: timeOf(day.sunset) });
  else if (day.polar) when = t(`requests.precheck.polar.${day.polar}`);
  return (
    <li>
      {wireToDisplay(day.start)} — {wireToDisplay(day.finish)}
      {day.kind === 'RESERVED' ? <span className="muted"> ({t('requests.precheck.reserved')})</span> : null}:{' '}
      <strong>{day.inDaylight ? t('requests.precheck.inDaylight') : t('requests.precheck.atNight')}</strong>
      {when ? <span className="muted"> ({when})</span> : null}
    </li>
  );
}

/**
 * The explainable pre-check: the airspace class and why, each zone and authority the route crosses with
 * its altitude band, daylight per flight date, and each finding with the smallest change that clears it
 * (Apply writes `fix.value` into the form's `fix.field`).
 */
export function PreCheckPanel({
  check,
  stale,
  onApply,
  canApply,
}: {
  check: PreCheck;
  stale: boolean;
  onApply: (fix: PreCheckFix) => void;
  canApply: (fix: PreCheckFix) => boolean;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const reasons = (check.classReasons ?? []).map((reason) => reason.message);
  const findings = [...(check.findings ?? [])].sort((a, b) => Number(isBlocking(b)) - Number(isBlocking(a)));
  const crossings = check.crossings ?? [];
  const daylight = check.daylight ?? [];
  return (
    <Panel aria-labelledby="precheck-title" aria-live="polite">
      <h2 id="precheck-title">{t('requests.precheck.title')}</h2>
      {stale ? <Stale>{t('requests.precheck.stale')}</Stale> : null}

      <div>
        <h3>
          {check.flySpaceClass ? t('requests.precheck.flySpaceClass', { value: check.flySpaceClass }) : t('requests.precheck.noClass')}
        </h3>
        {reasons.length > 0 ? (
          <ul aria-label={t('requests.precheck.why')}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <div>
        <h3>{t('requests.precheck.crossings')}</h3>
        {crossings.length === 0 ? (
          <p className="muted">{t('requests.precheck.noCrossings')}</p>
        ) : (
          <ul>
            {crossings.map((crossing, index) => {
              const altitudes = band(crossing, t);
              return (
                <li key={`${crossing.name}-${index}`}>
                  <strong>{crossing.name}</strong>
                  {/* Only codes people use (an ICAO code, a zone's designator), not a data source's key such as "geonames:…". */}
                  {crossing.code && !crossing.code.includes(':') ? <span> ({crossing.code})</span> : null}
                  <span className="muted"> · {t(`requests.precheck.kinds.${crossing.kind}`)}</span>
                  {altitudes ? <span> · {t('requests.precheck.band', { band: altitudes })}</span> : null}
                  {crossing.blocking ? <strong> · {t('requests.precheck.blocking')}</strong> : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div>
        <h3>{t('requests.precheck.daylight')}</h3>
        {daylight.length === 0 ? (
          <p className="muted">{t('requests.precheck.noDaylight')}</p>
        ) : (
          <ul>
            {daylight.map((day) => (
              <DaylightItem key={`${day.kind}-${day.intervalId ?? day.start}`} day={day} />
            ))}
          </ul>
        )}
      </div>

      <div>
        <h3>{t('requests.precheck.findings')}</h3>
        {findings.filter(isBlocking).length === 0 ? <p>{t('requests.precheck.noFindings')}</p> : null}
        {findings.length > 0 ? (
          <Findings>
            {findings.map((finding, index) => {
              const blocking = isBlocking(finding);
              const fixes = [...(finding.fix ? [finding.fix] : []), ...(finding.alternatives ?? [])];
              return (
                <Finding key={`${finding.code}-${index}`} $blocking={blocking}>
                  <div>
                    <strong>{blocking ? t('requests.precheck.blocking') : t('requests.precheck.warning')}</strong>
                    <p>{finding.message}</p>
                  </div>
                  {fixes.length > 0 ? (
                    <Fixes>
                      {fixes.map((fix, at) => (
                        <li key={`${fix.code}-${at}`}>
                          <span>{t(at === 0 ? 'requests.precheck.fix' : 'requests.precheck.alternative', { text: fix.message })}</span>
                          {canApply(fix) ? (
                            <Button
                              $variant={blocking && at === 0 ? 'primary' : 'secondary'}
                              $size="sm"
                              onClick={() => onApply(fix)}
                              aria-label={`${t('requests.precheck.apply')}: ${fix.message}`}
                            >
                              {t('requests.precheck.apply')}
                            </Button>
                          ) : (
                            <span className="muted">{t('requests.precheck.cantApply')}</span>
                          )}
                        </li>
                      ))}
                    </Fixes>
                  ) : null}
                </Finding>
              );
            })}
          </Findings>
        ) : null}
      </div>
    </Panel>
  );
}
