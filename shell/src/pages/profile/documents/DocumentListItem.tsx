import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, formatDate } from '@nebo/shared-ui';
import { documentTitle } from './documentTitle';
import type { PersonalDocument } from './documentsApi';
import type { DocumentTypeConfig } from './documentTypes';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-family: ${({ theme }) => theme.typography.monoFamily};
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** One document in the list: its number, issue date and scan count, with View and Delete. */
export function DocumentListItem({
  type,
  document,
  onView,
  onDelete,
}: {
  type: DocumentTypeConfig;
  document: PersonalDocument;
  onView: () => void;
  onDelete: () => void;
}): ReactElement {
  const { t } = useTranslation('shell');
  const name = documentTitle(type, document);
  const meta = [
    document.issued ? t('profile.documents.issuedOn', { date: formatDate(document.issued) }) : null,
    t('profile.documents.scanCount', { count: document.files?.length ?? 0 }),
  ].filter(Boolean);
  return (
    <Item>
      <div>
        <Title>{name}</Title>
        <Meta>{meta.join(' · ')}</Meta>
      </div>
      <Actions>
        <Button $variant="secondary" $size="sm" onClick={onView} aria-label={t('profile.documents.viewOne', { name })}>
          {t('profile.documents.view')}
        </Button>
        <Button $variant="danger" $size="sm" onClick={onDelete} aria-label={t('profile.documents.deleteOne', { name })}>
          {t('profile.documents.delete')}
        </Button>
      </Actions>
    </Item>
  );
}
