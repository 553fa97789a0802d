import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ConfirmDialog,
  Button,
  ButtonLink,
  EmptyState,
  errorMessageOf,
  formatDate,
  ListPage,
  ListResults,
  media,
  notify,
  openStoredFile,
  Select,
  useLocale,
} from '@nebo/shared-ui';
import { companyKeys, deleteDocument, DOCUMENTS_PAGE_SIZE, fetchDocuments, fetchProfileDictionary } from '../api/companyApi';
import { COMPANY_DOCUMENT_TYPES, type CompanyDocumentDto } from '../api/types';
import { useCompany } from '../layout/CompanyContext';
import { NAMESPACE } from '../namespace';
import { useDictionaryOptions } from '../registration/useDictionaries';
import { documentTypeCode } from './documentForm';

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FilterBox = styled.div`
  max-width: 360px;
`;

/** The document types as options (server names when loaded). */
export function useDocumentTypes() {
  return useDictionaryOptions(
    'company-document-type',
    () => fetchProfileDictionary('company-document-type'),
    COMPANY_DOCUMENT_TYPES,
    useCallback((code: string) => `documents.types.${code}`, []),
  );
}

/**
 * /company/profile/documents/ — the company's documents (D9): filter by type, pages, each with its file; every
 * employee reads them, company admins add, edit (documents/edit/?id=…) and delete them.
 */
export function DocumentsPage(): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const { isAdmin } = useCompany();
  const queryClient = useQueryClient();
  const types = useDocumentTypes();
  const [type, setType] = useState('');
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<CompanyDocumentDto | null>(null);
  const documents = useQuery({
    queryKey: companyKeys.documents(type, page),
    queryFn: () => fetchDocuments(type, page),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteDocument(id),
    onSuccess: async () => {
      setDeleting(null);
      notify.success(t('documents.deleted'));
      await queryClient.invalidateQueries({ queryKey: companyKeys.documentsAll });
    },
  });
  const typeName = (code: string) => types.find((option) => option.value === code)?.label ?? code;
  const add = isAdmin ? <ButtonLink to={localize('/company/profile/documents/edit/')}>{t('documents.add')}</ButtonLink> : null;

  return (
    <ListPage
      title={t('documents.title')}
      description={t('documents.lead')}
      actions={add}
      filtersLabel={t('documents.filtersLabel')}
      filters={
        <FilterBox>
          <Select
            label={t('documents.filterType')}
            value={type}
            options={types}
            placeholder={t('documents.allTypes')}
            onChange={(value) => {
              setType(value);
              setPage(0);
            }}
          />
        </FilterBox>
      }
    >
      <ListResults
        label={t('documents.resultsLabel')}
        query={documents}
        loadingLabel={t('documents.loading')}
        errorTitle={t('documents.loadFailed')}
        empty={
          <EmptyState
            title={t(type ? 'documents.emptyFiltered' : 'documents.emptyTitle')}
            description={t(isAdmin ? 'documents.emptyAdmin' : 'documents.emptyStaff')}
            action={type ? undefined : add}
          />
        }
        paging={{ page, size: DOCUMENTS_PAGE_SIZE, onChange: setPage }}
        gap={4}
      >
        {(data) => (
          <Items>
            {data.data.map((document) => {
              const doc = document as CompanyDocumentDto & {
                number?: string;
                date?: string;
                file?: { id: string; url?: string; filename?: string } | null;
              };
              const title = typeName(documentTypeCode(doc.type));
              return (
                <Item key={doc.id} aria-label={`${title} № ${doc.number ?? ''}`}>
                  <div>
                    <h3>{title}</h3>
                    <span className="muted">
                      {t('documents.fields.number')}: {doc.number}
                    </span>
                  </div>
                  <div>
                    <span className="muted">{t('documents.fields.date')}: </span>
                    {formatDate(doc.date)}
                  </div>
                  <div>
                    {doc.file ? (
                      <Button type="button" $variant="ghost" $size="sm" onClick={() => void openStoredFile(doc.file!)}>
                        {t('documents.openFile', { name: doc.file.filename ?? '' })}
                      </Button>
                    ) : (
                      <span className="muted">{t('documents.noFile')}</span>
                    )}
                  </div>
                  {isAdmin ? (
                    <div className="actions">
                      <ButtonLink
                        to={`${localize('/company/profile/documents/edit/')}?id=${encodeURIComponent(doc.id)}`}
                        $variant="secondary"
                        $size="sm"
                        aria-label={t('documents.editOne', { name: title })}
                      >
                        {t('documents.edit')}
                      </ButtonLink>
                      <Button
                        type="button"
                        $variant="danger"
                        $size="sm"
                        onClick={() => setDeleting(doc)}
                        aria-label={t('documents.deleteOne', { name: title })}
                      >
                        {t('documents.delete')}
                      </Button>
                    </div>
                  ) : null}
                </Item>
              );
            })}
          </Items>
        )}
      </ListResults>
      {deleting ? (
        <ConfirmDialog
          title={t('documents.deleteTitle')}
          confirmLabel={t('documents.delete')}
          cancelLabel={t('common.cancel')}
          pending={remove.isPending}
          failure={remove.isError ? (errorMessageOf(remove.error, i18n) ?? t('common.failed')) : undefined}
          onConfirm={() => remove.mutate(deleting.id)}
          onCancel={() => {
            setDeleting(null);
            remove.reset();
          }}
        >
          {t('documents.deleteText', { name: typeName(documentTypeCode(deleting.type)) })}
        </ConfirmDialog>
      ) : null}
    </ListPage>
  );
}
