import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { LOCAL_AGREEMENT_STATUSES, type LocalAgreementStatus } from '@nebo/shared-vocabulary';
import { NAMESPACE } from '../../namespace';

function toneOf(status: string, theme: DefaultTheme): { background: string; color: string; border: string } {
  const { colors } = theme;
  switch (status) {
    case 'PENDING':
      return { background: colors.warningSoft, color: colors.warning, border: '#f0c36d' };
    case 'CONFIRMED':
      return { background: colors.successSoft, color: colors.success, border: '#8fcca6' };
    case 'REFUSED':
      return { background: colors.errorSoft, color: colors.error, border: '#eba59d' };
    default:
      return { background: colors.surface, color: colors.text, border: colors.borderStrong };
  }
}

// The look of the request list's status badge, so the two read as one family on the page.
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

const isLocalStatus = (value: string): value is LocalAgreementStatus => LOCAL_AGREEMENT_STATUSES.includes(value as LocalAgreementStatus);

/** A local administration's status; the text names it, colour is never the only sign. */
export function LocalStatusBadge({ status }: { status: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const name = isLocalStatus(status) ? t(`local.statuses.${status}`) : status;
  return <Badge $status={status}>{name}</Badge>;
}
