import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../namespace';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../types';

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

/** The statuses as toggle chips: none pressed shows every request, «Все» clears the choice. */
export function StatusChips({
  value,
  onToggle,
  onAll,
}: {
  value: readonly RegistrationStatus[];
  onToggle: (status: RegistrationStatus) => void;
  onAll: () => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <span className="label" id={labelId}>
        {t('registrations.list.status')}
      </span>
      <button type="button" aria-pressed={value.length === 0} onClick={onAll}>
        {t('registrations.list.allStatuses')}
      </button>
      {REGISTRATION_STATUSES.map((status) => (
        <button key={status} type="button" aria-pressed={value.includes(status)} onClick={() => onToggle(status)}>
          {t(`registrations.statuses.${status}`)}
        </button>
      ))}
    </Group>
  );
}
