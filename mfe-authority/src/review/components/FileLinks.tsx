import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { openStoredFile, type StoredFile } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.accent};
    font: inherit;
    text-align: left;
    text-decoration: underline;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  button::before {
    content: '';
    flex: none;
    width: 12px;
    height: 14px;
    border: 1.5px solid currentColor;
    border-radius: 2px;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * Stored files as links that open in a new tab: a protected file carries the access token, added at click
 * time (shared-ui's openStoredFile), so a plain href would not do.
 */
export function FileLinks({ files, emptyText }: { files: readonly StoredFile[]; emptyText?: string }): ReactElement | null {
  const { t } = useTranslation(NAMESPACE);
  if (files.length === 0) return emptyText ? <span>{emptyText}</span> : null;
  return (
    <List>
      {files.map((file) => {
        const name = file.filename || file.id;
        return (
          <li key={file.id}>
            <button type="button" aria-label={t('review.openFile', { name })} onClick={() => void openStoredFile(file)}>
              {name}
            </button>
          </li>
        );
      })}
    </List>
  );
}
