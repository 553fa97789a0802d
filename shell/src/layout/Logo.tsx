import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useImageSrc, useLocale, useSession } from '@nebo/shared-ui';
import { useAudience } from '../navigation/useNavigation';
import { companyDisplayName, companyInitial, useCompanySummary } from './company/companySummary';

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

const CompanyTile = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  overflow: hidden;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.typography.size.md};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const CompanyName = styled.span`
  max-width: 220px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  /* Between the burger breakpoint and a wide screen the bar holds the company's navigation: the tile alone names it. */
  @media (min-width: 992px) and (max-width: 1279.98px) {
    display: none;
  }
  /* Phones: the bell and the menu button must stay on the bar beside it. */
  @media (max-width: 575.98px) {
    max-width: 150px;
  }
  @media (max-width: 374.98px) {
    max-width: 110px;
  }
`;

/** The company's mark: its avatar, else the first letter of its short name (P1 §2, company header). */
export function CompanyMark({ avatar, name }: { avatar: string | null | undefined; name: string }): ReactElement {
  const src = useImageSrc(avatar ? { url: avatar, protectedFile: true } : null);
  return (
    <CompanyTile aria-hidden="true" data-testid="company-mark">
      {src ? <img src={src} alt="" /> : companyInitial(name) || <LogoMark />}
    </CompanyTile>
  );
}

/** The company header's logo: the company's mark and short name, leading to the company area. */
function CompanyLogo(): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const summary = useCompanySummary();
  const employment = useSession((state) => state.summary?.employment?.name);
  const name = companyDisplayName(summary, employment);
  return (
    <Home to={localize('/company/')} aria-label={name ? t('header.companyHome', { name }) : t('header.homeLink')}>
      <CompanyMark avatar={summary?.avatar} name={name} />
      <CompanyName aria-hidden="true">{name || t('app.name')}</CompanyName>
    </Home>
  );
}

export function Logo(): ReactElement {
  const audience = useAudience();
  return audience === 'company' ? <CompanyLogo /> : <NeboLogo />;
}

function NeboLogo(): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  return (
    <Home to={localize('/')} aria-label={t('header.homeLink')}>
      <LogoMark />
      <span aria-hidden="true">{t('app.name')}</span>
    </Home>
  );
}
