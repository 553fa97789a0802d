import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ButtonLink, Card, EmptyState, ListResults, notify, Stack, useLocale } from '@nebo/shared-ui';
import { usePageTitle } from '../../../layout/usePageTitle';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { DocumentDetailsDialog } from './DocumentDetailsDialog';
import { DocumentForm } from './DocumentForm';
import { DocumentListItem } from './DocumentListItem';
import { deleteDocument, DOCUMENTS_PAGE_SIZE, documentsKey, fetchDocuments, type PersonalDocument } from './documentsApi';
import type { DocumentTypeConfig } from './documentTypes';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  p {
    margin: 0;
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /profile/passport/, /profile/inn/, …: the user's documents of one type (page 0, size 5, sort
 * CREATE_DATE — docs/requirements.md#ui-lists), a form to add one with its scans, a view and a delete.
 */
export function DocumentPage({ type }: { type: DocumentTypeConfig }): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<PersonalDocument | null>(null);
  const [deleting, setDeleting] = useState<PersonalDocument | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const title = t(`profile.documents.types.${type.key}.title`);
  usePageTitle(title);

  const list = useQuery({ queryKey: documentsKey(type.code, page), queryFn: () => fetchDocuments(type.code, page) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentsKey(type.code) });
  const remove = useMutation({ mutationFn: (document: PersonalDocument) => deleteDocument(document.id) });

  const onCreated = async () => {
    setAdding(false);
    notify.success(t('profile.documents.created'));
    setPage(0);
    await refresh();
    addButton.current?.focus();
  };

  const onDeleteConfirmed = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting);
    setDeleting(null);
    notify.success(t('profile.documents.deleted'));
    const total = (list.data?.meta.totalCount ?? 1) - 1;
    // Deleting the last item of the last page moves back one page.
    if (page > 0 && page * DOCUMENTS_PAGE_SIZE >= total) setPage(page - 1);
    await refresh();
  };

  return (
    <Stack $gap={5}>
      <Card title={title}>
        <Stack $gap={4}>
          <Toolbar>
            <p>{t(`profile.documents.types.${type.key}.intro`)}</p>
            {adding ? null : (
              <Button ref={addButton} onClick={() => setAdding(true)}>
                {t('profile.documents.add')}
              </Button>
            )}
          </Toolbar>
          {adding ? <DocumentForm type={type} onCreated={() => void onCreated()} onCancel={() => setAdding(false)} /> : null}
        </Stack>
      </Card>
      <ListResults
        query={list}
        loadingLabel={t('profile.documents.loading')}
        errorTitle={t('profile.documents.loadFailed')}
        empty={<EmptyState title={t('profile.documents.emptyTitle')} description={t(`profile.documents.types.${type.key}.empty`)} />}
        paging={{ page, size: DOCUMENTS_PAGE_SIZE, onChange: setPage }}
      >
        {(found) => (
          <Items aria-label={title}>
            {found.data.map((document) => (
              <DocumentListItem
                key={document.id}
                type={type}
                document={document}
                onView={() => setViewing(document)}
                onDelete={() => setDeleting(document)}
              />
            ))}
          </Items>
        )}
      </ListResults>
      <div>
        <ButtonLink $variant="ghost" to={localize('/profile/personal-info/')}>
          {t('profile.common.backToProfile')}
        </ButtonLink>
      </div>
      <DocumentDetailsDialog type={type} document={viewing} onClose={() => setViewing(null)} />
      <DeleteDocumentDialog
        type={type}
        document={deleting}
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => void onDeleteConfirmed().catch(() => undefined)}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
