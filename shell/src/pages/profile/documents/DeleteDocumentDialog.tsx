import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal } from '@nebo/shared-ui';
import { documentTitle } from './documentTitle';
import type { PersonalDocument } from './documentsApi';
import type { DocumentTypeConfig } from './documentTypes';

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

/** Asks before deleting: a document and its scans cannot be brought back. */
export function DeleteDocumentDialog({
  type,
  document,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  type: DocumentTypeConfig;
  document: PersonalDocument | null;
  pending: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}): ReactElement | null {
  const { t } = useTranslation('shell');
  if (!document) return null;
  return (
    <Modal
      open
      title={t('profile.documents.deleteTitle')}
      onClose={onClose}
      actions={
        <>
          <Button $variant="ghost" onClick={onClose} disabled={pending}>
            {t('profile.common.cancel')}
          </Button>
          <Button $variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? t('profile.common.deleting') : t('profile.documents.delete')}
          </Button>
        </>
      }
    >
      <p>
        {t('profile.documents.deleteText', { type: t(`profile.documents.types.${type.key}.one`), name: documentTitle(type, document) })}
      </p>
      {error ? <Failure role="alert">{error}</Failure> : null}
    </Modal>
  );
}
