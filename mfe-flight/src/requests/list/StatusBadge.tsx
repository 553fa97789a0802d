import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { FLIGHT_REQUEST_STATUSES, type FlightRequestStatus } from './flightRequestsApi';
import { NAMESPACE } from '../../namespace';

type Tone = { background: string; color: string; border: string };

/** Each status has its own colour; the text always names it, so colour is never the only sign. */
function toneOf(status: string, theme: DefaultTheme): Tone {
  const { colors } = theme;
  switch (status) {
    case 'CREATED':
      return { background: colors.accentSoft, color: colors.accentActive, border: colors.sky };
    case 'PENDING':
      return { background: colors.warningSoft, color: colors.warning, border: '#f0c36d' };
    case 'ALLOWED':
      return { background: colors.successSoft, color: colors.success, border: '#8fcca6' };
    case 'REJECTED':
      return { background: colors.errorSoft, color: colors.error, border: '#eba59d' };
    case 'EXPIRED':
      return { background: colors.surfaceMuted, color: colors.textMuted, border: colors.borderStrong };
    default:
      return { background: colors.surface, color: colors.text, border: colors.borderStrong };
  }
}

const Badge = styled.span<{ $status: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $status }) => toneOf($status, theme).border};
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

export const isStatus = (value: string | null | undefined): value is FlightRequestStatus =>
  FLIGHT_REQUEST_STATUSES.includes(value as FlightRequestStatus);

/** A request's status as a coloured badge with its ru/en name. */
export function StatusBadge({ status }: { status: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return <Badge $status={status}>{isStatus(status) ? t(`requestsList.statuses.${status}`) : status}</Badge>;
}
