import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { ORVD_STATUSES, type OrvdStatus } from '@nebo/shared-vocabulary';
import { NAMESPACE } from '../../namespace';

function toneOf(status: string, theme: DefaultTheme): { background: string; color: string } {
  const { colors } = theme;
  switch (status) {
    case 'ALLOWED':
    case 'ARRIVED':
      return { background: colors.successSoft, color: colors.success };
    case 'REJECTED':
      return { background: colors.errorSoft, color: colors.error };
    case 'SENDING':
    case 'PENDING':
    case 'INFLIGHT':
      return { background: colors.warningSoft, color: colors.warning };
    case 'CREATED':
      return { background: colors.accentSoft, color: colors.accentActive };
    default:
      return { background: colors.surfaceMuted, color: colors.textMuted };
  }
}

const Badge = styled.span<{ $status: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  background: ${({ theme, $status }) => toneOf($status, theme).background};
  color: ${({ theme, $status }) => toneOf($status, theme).color};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 20px;
  white-space: nowrap;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const isOrvdStatus = (value: string): value is OrvdStatus => (ORVD_STATUSES as readonly string[]).includes(value);

/** A zonal-centre status (of the agreement or of one date) named in words, coloured as a second sign. */
export function OrvdStatusBadge({ status }: { status: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return <Badge $status={status}>{isOrvdStatus(status) ? t(`agreement.statuses.${status}`) : status}</Badge>;
}
