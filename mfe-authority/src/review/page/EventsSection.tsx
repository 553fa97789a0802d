import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormSection } from '@nebo/shared-ui';
import { moscowText } from '../time';
import type { CaseEventDto } from '../types';
import { NAMESPACE } from '../../namespace';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(3, 0)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    @media (min-width: 720px) {
      grid-template-columns: 150px minmax(0, 1fr);
      gap: ${({ theme }) => theme.spacing(4)};
    }
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  .summary {
    overflow-wrap: anywhere;
  }
  .who {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** This body's part of the request's case file, newest first: what the owner sent and what was decided, by whom. */
export function EventsSection({ events }: { events: readonly CaseEventDto[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const sorted = [...events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <FormSection aria-labelledby="review-events">
      <h2 id="review-events">{t('review.events.title')}</h2>
      <Intro>{t('review.events.text')}</Intro>
      {sorted.length === 0 ? (
        <p>{t('review.events.empty')}</p>
      ) : (
        <List>
          {sorted.map((event) => (
            <li key={event.id}>
              <time dateTime={event.at}>{moscowText(event.at)}</time>
              <div>
                <span className="summary">{event.summary}</span>
                <span className="who">{event.actorName || t(`review.events.actors.${event.actor}`, { defaultValue: event.actor })}</span>
              </div>
            </li>
          ))}
        </List>
      )}
    </FormSection>
  );
}
