import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../namespace';
import { REVIEW_STATUSES, type ReviewStatus } from '../types';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  .label {
    width: 100%;
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  button {
    min-height: 40px;
    padding: ${({ theme }) => theme.spacing(0, 4)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.typography.size.sm};
    cursor: pointer;
  }
  button:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accentActive};
    background: ${({ theme }) => theme.colors.accentActive};
    color: ${({ theme }) => theme.colors.accentText};
  }
  button[aria-pressed='true']::before {
    content: '✓';
    margin-right: 6px;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The review statuses as toggle chips: none pressed shows every request, «Все» clears the choice. */
export function StatusChips({
  value,
  onToggle,
  onAll,
}: {
  value: readonly ReviewStatus[];
  onToggle: (status: ReviewStatus) => void;
  onAll: () => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group role="group" aria-labelledby="review-status-chips">
      <span className="label" id="review-status-chips">
        {t('review.list.status')}
      </span>
      <button type="button" aria-pressed={value.length === 0} onClick={onAll}>
        {t('review.list.allStatuses')}
      </button>
      {REVIEW_STATUSES.map((status) => (
        <button key={status} type="button" aria-pressed={value.includes(status)} onClick={() => onToggle(status)}>
          {t(`review.statuses.${status}`)}
        </button>
      ))}
    </Group>
  );
}
