import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { openStoredFile, type StoredFile } from '@nebo/shared-ui';

const Files = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Open = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  font: inherit;
  cursor: pointer;
  overflow-wrap: anywhere;
  text-align: left;
`;

/** Links to stored scans; protected ones open with the access token added at click time. */
export function StoredFileList({ files }: { files: readonly StoredFile[] }): ReactElement {
  const { t } = useTranslation('ui');
  return (
    <Files>
      {files.map((file) => {
        const name = file.filename ?? file.id;
        return (
          <li key={file.id}>
            <Open type="button" aria-label={t('files.open', { name })} onClick={() => void openStoredFile(file)}>
              {name}
            </Open>
          </li>
        );
      })}
    </Files>
  );
}
