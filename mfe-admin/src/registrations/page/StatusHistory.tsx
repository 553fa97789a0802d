import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { RegistrationStatusBadge } from '../StatusBadge';
import type { RegistrationStatusEntryDto } from '../types';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.spacing(3, 4)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2, 3)};
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  blockquote {
    margin: ${({ theme }) => theme.spacing(2, 0, 0)};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** statusHistory (D3), oldest first: status, when, who, and the reviewer's commentary where one was given. */
export function StatusHistory({ entries }: { entries: readonly RegistrationStatusEntryDto[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  if (entries.length === 0) return <p>{t('registrations.page.historyEmpty')}</p>;
  return (
    <List>
      {entries.map((entry, index) => (
        <li key={`${entry.createdAt}-${index}`}>
          <div className="head">
            <RegistrationStatusBadge status={entry.status} />
            <span className="meta">
              {formatDateTime(entry.createdAt)} · {t(`registrations.page.actors.${entry.actor}`, { defaultValue: entry.actor })}
            </span>
          </div>
          {entry.commentary ? <blockquote aria-label={t('registrations.page.commentary')}>{entry.commentary}</blockquote> : null}
        </li>
      ))}
    </List>
  );
}
