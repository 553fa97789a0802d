import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Card, media, Stack, useLocale } from '@nebo/shared-ui';
import { STAFF_ROLES } from '../api/types';
import { useCompany } from '../layout/CompanyContext';
import { NAMESPACE } from '../namespace';
import { CompanyAvatar } from './CompanyAvatar';

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.spacing(1, 0, 0)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Numbers = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(140px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.spacing(3, 4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dd {
    margin: ${({ theme }) => theme.spacing(1, 0, 0)};
    font-size: ${({ theme }) => theme.typography.size.xl};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
  a {
    display: block;
    height: 100%;
    padding: ${({ theme }) => theme.spacing(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.accent};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const PARTS = [
  ['flightRequests', '/company/flight-requests/', false],
  ['newFlightRequest', '/company/flight-requests/new/', false],
  ['insurance', '/company/insurance/', false],
  ['profile', '/company/profile/', false],
  ['documents', '/company/profile/documents/', false],
  ['drones', '/company/profile/drones/', false],
  ['employees', '/company/profile/employees/', false],
  ['invites', '/company/profile/invites/', true],
  ['payment', '/company/profile/payment/', false],
] as const;

/** /company/ — the "company-main" layout: the company card, its staff by role, its drones, and every part of the account. */
export function CompanyHomePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const { summary, isAdmin, roles } = useCompany();
  const counts = (summary.companyStaffRolesCounts ?? []) as Array<{ code: string; count: number }>;
  const countOf = (role: string) => counts.find((each) => each.code === role)?.count ?? 0;
  const displayName = summary.shortName || summary.name;
  return (
    <Stack $gap={6}>
      <Identity>
        <CompanyAvatar url={summary.avatar} name={displayName} alt={t('home.avatarAlt', { name: displayName })} />
        <div>
          <h1>{displayName}</h1>
          {summary.shortName && summary.name !== summary.shortName ? <p>{summary.name}</p> : null}
          <p>
            {t('home.myRoles')}: {roles.length > 0 ? roles.map((role) => t(`roles.${role}`, { defaultValue: role })).join(', ') : '—'}
          </p>
        </div>
      </Identity>
      <Card title={t('home.numbersTitle')} aria-label={t('home.numbersTitle')}>
        <Numbers>
          <div>
            <dt>{t('home.drones')}</dt>
            <dd>{summary.dronesCount ?? 0}</dd>
          </div>
          {STAFF_ROLES.map((role) => (
            <div key={role}>
              <dt>{t(`home.roleCounts.${role}`)}</dt>
              <dd>{countOf(role)}</dd>
            </div>
          ))}
        </Numbers>
      </Card>
      <nav aria-labelledby="company-parts">
        <h2 id="company-parts">{t('sections')}</h2>
        <Links>
          {PARTS.filter(([, , adminOnly]) => !adminOnly || isAdmin).map(([key, path]) => (
            <li key={key}>
              <Link to={localize(path)}>
                <strong>{t(`company.${key}.title`)}</strong>
                <span>{t(`company.${key}.text`)}</span>
              </Link>
            </li>
          ))}
        </Links>
      </nav>
    </Stack>
  );
}
