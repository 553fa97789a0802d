import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '@nebo/shared-ui';
import type { Schema } from '@nebo/shared-api';
import { OrvdStatusBadge } from '../../agreement/components/OrvdStatusBadge';
import { LocalStatusBadge } from '../../agreement/local/LocalStatusBadge';
import { NAMESPACE } from '../../namespace';

export type AgreementStatus = Schema<'AgreementStatusDto'>;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    min-width: 0;
  }
  .body {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    white-space: nowrap;
  }
`;

/** The body's status in words (the agreement page's own words: `agreement.statuses`, `local.statuses`). */
export function BodyStatusBadge({ status }: { status: AgreementStatus }): ReactElement {
  return status.body === 'ORVD' ? <OrvdStatusBadge status={status.status} /> : <LocalStatusBadge status={status.status} />;
}

/**
 * Small per-body chips for the list's rows and tiles: a short body mark (ZC, Adm. 1…) and the status badge; the
 * authority's full name is in the tooltip and read out to screen readers. Wraps, so it fits a 375 px screen.
 */
export function AgreementChips({ statuses, name }: { statuses: readonly AgreementStatus[]; name: string }): ReactElement | null {
  const { t } = useTranslation(NAMESPACE);
  if (statuses.length === 0) return null;
  const locals = statuses.filter((s) => s.body === 'LOCAL').length;
  let localIndex = 0;
  return (
    <Chips aria-label={t('requests.agreementSummary.chipsLabel', { name })}>
      {statuses.map((status, index) => {
        const short = t(`requests.agreementSummary.short.${status.body}`);
        const mark = status.body === 'LOCAL' && locals > 1 ? `${short} ${++localIndex}` : short;
        const full = `${t(`requests.agreementSummary.bodies.${status.body}`)}: ${status.authorityName ?? t('requests.agreementSummary.unknownAuthority')}`;
        return (
          <li key={`${status.body}-${status.authorityId ?? index}`} title={full}>
            <span className="body" aria-hidden="true">
              {mark}
            </span>
            <VisuallyHidden>{full}</VisuallyHidden>
            <BodyStatusBadge status={status} />
          </li>
        );
      })}
    </Chips>
  );
}
