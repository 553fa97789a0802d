import type { ReactElement, ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

/** What a status means to the reader: the few tones every status badge of the platform is drawn in. */
export type BadgeTone = 'info' | 'warning' | 'success' | 'error' | 'muted' | 'neutral';

function colours(tone: BadgeTone, theme: DefaultTheme): { background: string; color: string; border: string } {
  const { colors } = theme;
  switch (tone) {
    case 'info':
      return { background: colors.accentSoft, color: colors.accentActive, border: colors.sky };
    case 'warning':
      return { background: colors.warningSoft, color: colors.warning, border: '#f0c36d' };
    case 'success':
      return { background: colors.successSoft, color: colors.success, border: '#8fcca6' };
    case 'error':
      return { background: colors.errorSoft, color: colors.error, border: '#eba59d' };
    case 'muted':
      return { background: colors.surfaceMuted, color: colors.textMuted, border: colors.borderStrong };
    default:
      return { background: colors.surface, color: colors.text, border: colors.borderStrong };
  }
}

const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $tone }) => colours($tone, theme).border};
  background: ${({ theme, $tone }) => colours($tone, theme).background};
  color: ${({ theme, $tone }) => colours($tone, theme).color};
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

/**
 * A status as a pill: its name in words, coloured by its tone as a second sign (colour is never the only one).
 * Every status of the platform (a request's, a zonal centre's, an administration's, a review's, an employee's) is
 * drawn alike, so they read as one family wherever they meet, on the pilot's side and the authority's.
 */
export function ToneBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }): ReactElement {
  return <Badge $tone={tone}>{children}</Badge>;
}
