import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageHeading, VisuallyHidden } from '@nebo/shared-ui';
import { usePageTitle } from '../../layout/usePageTitle';
import { PUBLIC_NAMESPACE, registerPublicTranslations } from './publicTranslations';
import { PLANS, TARIFF_ROWS, type Cell } from './tariffs';

registerPublicTranslations();

/** The table scrolls inside this box at 375 px (never the page); it is a labelled, focusable region for keyboards. */
const Scroller = styled.div`
  /* Positioned: the visually hidden yes/no texts are absolutely placed, and must be clipped here too. */
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.spacing(0, 0, 2)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: none;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 620px;
  border-collapse: collapse;
  caption {
    padding: ${({ theme }) => theme.spacing(4, 5)};
    text-align: left;
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing(3, 4)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
    vertical-align: middle;
  }
  tbody th {
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  /* The feature names stay in view while the plans scroll under them. */
  tbody th,
  thead td {
    position: sticky;
    left: 0;
    z-index: 1;
    width: 34%;
    background: ${({ theme }) => theme.colors.surface};
  }
  tbody tr:nth-child(even) th,
  tbody tr:nth-child(even) td {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const PlanHead = styled.th<{ $accent?: boolean }>`
  background: ${({ theme, $accent }) => ($accent ? theme.colors.accentSoft : theme.colors.surface)};
  vertical-align: bottom !important;
  span {
    display: block;
  }
`;

const PlanName = styled.span`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Price = styled.span`
  margin-top: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.accentActive};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const For = styled.span`
  margin-top: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Mark = styled.span<{ $yes: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  background: ${({ theme, $yes }) => ($yes ? theme.colors.successSoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $yes }) => ($yes ? theme.colors.success : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing(4, 0, 0)};
  max-width: 80ch;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function CellView({ cell }: { cell: Cell }): ReactElement {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  if (typeof cell === 'boolean') {
    return (
      <>
        <Mark $yes={cell} aria-hidden="true">
          {cell ? '✓' : '—'}
        </Mark>
        <VisuallyHidden>{cell ? t('tariff.yes') : t('tariff.no')}</VisuallyHidden>
      </>
    );
  }
  return <>{t(`tariff.values.${cell.value}`)}</>;
}

/** /tariff/: the plans side by side, a real table (caption, column and row headers). */
export function TariffPage(): ReactElement {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  usePageTitle(t('tariff.title'));
  const hintId = 'tariff-scroll-hint';
  return (
    <>
      <PageHeading title={t('tariff.title')} description={t('tariff.lead')} />
      <Hint id={hintId}>{t('tariff.scrollHint')}</Hint>
      <Scroller role="region" aria-label={t('tariff.regionLabel')} aria-describedby={hintId} tabIndex={0}>
        <Table>
          <caption>{t('tariff.caption')}</caption>
          <thead>
            <tr>
              <td>
                <VisuallyHidden>{t('tariff.feature')}</VisuallyHidden>
              </td>
              {PLANS.map((plan) => (
                <PlanHead key={plan} scope="col" $accent={plan === 'pilotPro'}>
                  <PlanName>{t(`tariff.plans.${plan}.name`)}</PlanName>
                  <Price>{t(`tariff.plans.${plan}.price`)}</Price>
                  <For>{t(`tariff.plans.${plan}.for`)}</For>
                </PlanHead>
              ))}
            </tr>
          </thead>
          <tbody>
            {TARIFF_ROWS.map((row) => (
              <tr key={row.id}>
                <th scope="row">{t(`tariff.rows.${row.id}`)}</th>
                {PLANS.map((plan) => (
                  <td key={plan}>
                    <CellView cell={row.cells[plan]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
      <Note>{t('tariff.note')}</Note>
    </>
  );
}

export default TariffPage;
