import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, QueryBoundary } from '@nebo/shared-ui';
import { DocumentFields } from './DocumentFields';
import { documentTitle } from './documentTitle';
import { fetchDocument, type PersonalDocument } from './documentsApi';
import type { DocumentTypeConfig } from './documentTypes';

/** The document as the server has it now (GET …/documents/{id}), in a dialog. */
export function DocumentDetailsDialog({
  type,
  document,
  onClose,
}: {
  type: DocumentTypeConfig;
  document: PersonalDocument | null;
  onClose: () => void;
}): ReactElement | null {
  const { t } = useTranslation('shell');
  const details = useQuery({
    queryKey: ['user', 'current', 'document', document?.id],
    queryFn: () => fetchDocument(String(document?.id)),
    enabled: document !== null,
  });
  if (!document) return null;
  return (
    <Modal
      open
      title={t('profile.documents.viewTitle', { type: t(`profile.documents.types.${type.key}.one`), name: documentTitle(type, document) })}
      onClose={onClose}
    >
      <QueryBoundary query={details} errorTitle={t('profile.documents.viewFailed')}>
        {(found) => <DocumentFields type={type} document={found} />}
      </QueryBoundary>
    </Modal>
  );
}
