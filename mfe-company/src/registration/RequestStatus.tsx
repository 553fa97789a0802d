import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime, ToneBadge, type BadgeTone } from '@nebo/shared-ui';
import type { CompanyRegistrationStatusEntryDto } from '../api/types';
import { NAMESPACE } from '../namespace';

const TONES: Record<string, BadgeTone> = {
  CREATED: 'info',
  FIXED: 'info',
  FIX_REQUIRED: 'warning',
  DECLINED: 'error',
  APPROVED: 'success',
  CONFIRMED: 'success',
};

/** A request's status as the platform's status pill (its name in words; colour is the second sign). */
export function RequestStatusBadge({ status }: { status: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return <ToneBadge tone={TONES[status] ?? 'neutral'}>{t(`statuses.${status}`, { defaultValue: status })}</ToneBadge>;
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(3, 4)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2, 3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  blockquote {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** statusHistory (oldest first, D3) newest on top: who moved the request where, when, and the reviewer's words. */
export function StatusHistory({
  entries,
  headingId,
}: {
  entries: readonly CompanyRegistrationStatusEntryDto[];
  headingId: string;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const newestFirst = [...entries].reverse();
  return (
    <List aria-labelledby={headingId}>
      {newestFirst.map((entry, index) => (
        <li key={`${entry.status}-${entry.createdAt}-${index}`}>
          <div className="head">
            <RequestStatusBadge status={entry.status} />
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            <span>{t(`history.actors.${entry.actor}`, { defaultValue: entry.actor })}</span>
          </div>
          {entry.commentary ? <blockquote aria-label={t('history.commentary')}>{entry.commentary}</blockquote> : null}
        </li>
      ))}
    </List>
  );
}

/** The reviewer's last commentary, if the latest decision carries one. */
export function latestCommentary(entries: readonly CompanyRegistrationStatusEntryDto[] | null | undefined): string | null {
  const list = entries ?? [];
  for (let index = list.length - 1; index >= 0; index -= 1) {
    if (list[index].actor === 'REVIEWER') return list[index].commentary ?? null;
  }
  return null;
}
