import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useLocale } from '@nebo/shared-ui';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ theme }) => theme.typography.size.lg};
  letter-spacing: 0.01em;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The mark: a sky tile with a horizon arc and a drone dot; drawn inline so it needs no asset. */
export function LogoMark({ size = 32 }: { size?: number }): ReactElement {
  // Unique per instance: the mark appears in the header, the sidebar and the footer at once.
  const gradient = `nebo-sky-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3aa3ec" />
          <stop offset="1" stopColor="#1583d6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path d="M6 21c4-7 16-7 20 0" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" />
      <circle cx="16" cy="11.5" r="2.8" fill="#fff" />
    </svg>
  );
}

export function Logo(): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  return (
    <Home to={localize('/')} aria-label={t('header.homeLink')}>
      <LogoMark />
      <span aria-hidden="true">{t('app.name')}</span>
    </Home>
  );
}
