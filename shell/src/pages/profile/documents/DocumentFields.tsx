import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type StoredFile } from '@nebo/shared-ui';
import styled from 'styled-components';
import type { PersonalDocument } from './documentsApi';
import type { DocumentTypeConfig } from './documentTypes';
import { StoredFileList } from './StoredFileList';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A document's fields as a description list: the same labels as the form, dates as DD.MM.YYYY. */
export function DocumentFields({ type, document }: { type: DocumentTypeConfig; document: PersonalDocument }): ReactElement {
  const { t } = useTranslation('shell');
  const files: StoredFile[] = document.files ?? [];
  return (
    <List>
      {type.fields.map((field) => {
        const value = field === 'issued' ? formatDate(document.issued) : document[field];
        return (
          <div key={field} style={{ display: 'contents' }}>
            <dt>{t(`profile.documents.fields.${field}`)}</dt>
            <dd>{value || t('profile.documents.notSet')}</dd>
          </div>
        );
      })}
      <dt>{t('profile.documents.fields.files')}</dt>
      <dd>{files.length > 0 ? <StoredFileList files={files} /> : t('profile.documents.noScans')}</dd>
    </List>
  );
}
