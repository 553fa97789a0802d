import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../namespace';
import type { StatisticsSummary } from './statisticsApi';

const ALL_TIME_KEYS = ['users', 'companies', 'drones', 'flightRequests', 'agreements', 'flightsCompleted'] as const;

const Panel = styled.section`
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 600;
  }
`;

/** The all-time totals ("private total-activity statistics") and the marketplace's own figures, or why there are none. */
export function StatisticsFigures({ allTime, marketplace }: Pick<StatisticsSummary, 'allTime' | 'marketplace'>): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Panel aria-labelledby="statistics-all-time">
        <h2 id="statistics-all-time">{t('statistics.allTime.title')}</h2>
        <Figures>
          {ALL_TIME_KEYS.map((key) => (
            <div key={key}>
              <dt>{t(`statistics.allTime.${key}`)}</dt>
              <dd>{allTime[key]}</dd>
            </div>
          ))}
        </Figures>
      </Panel>
      <Panel aria-labelledby="statistics-marketplace">
        <h2 id="statistics-marketplace">{t('statistics.marketplace.title')}</h2>
        {marketplace.status === 'not-configured' && <p>{t('statistics.marketplace.notConfigured')}</p>}
        {marketplace.status === 'unavailable' && <p role="status">{t('statistics.marketplace.unavailable')}</p>}
        {marketplace.status === 'ok' && marketplace.figures.length === 0 && <p>{t('statistics.marketplace.empty')}</p>}
        {marketplace.status === 'ok' && marketplace.figures.length > 0 && (
          <Figures>
            {marketplace.figures.map((figure) => (
              <div key={figure.key}>
                {/* The marketplace names its own figures; its keys are shown as given. */}
                <dt>{figure.key}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </Figures>
        )}
      </Panel>
    </>
  );
}
