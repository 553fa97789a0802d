import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ConfirmDialog,
  apiDateToDisplay,
  Button,
  entryName,
  EmptyState,
  FormSection,
  notify,
  openStoredFile,
  QueryBoundary,
  Stack,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { AppointmentDocumentDialog } from './AppointmentDocumentDialog';
import {
  deleteAppointmentDocument,
  employeeKeys,
  fetchAppointmentDocuments,
  fetchDictionary,
  type AppointmentBasisDocumentDto,
} from './employeesApi';
import { errorText } from './errorText';

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2, 4)};
    padding: ${({ theme }) => theme.spacing(3, 4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .scans,
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  .sub {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type Dialog =
  { kind: 'edit'; document: AppointmentBasisDocumentDto | null } | { kind: 'delete'; document: AppointmentBasisDocumentDto } | null;

/** The employee's documents of appointment with their scans; admins add, edit and delete them. */
export function AppointmentDocuments({ employeeId, canEdit }: { employeeId: string; canEdit: boolean }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const documents = useQuery({ queryKey: employeeKeys.documents(employeeId), queryFn: () => fetchAppointmentDocuments(employeeId) });
  const bases = useQuery({ queryKey: employeeKeys.bases, queryFn: () => fetchDictionary('appointment-basis'), staleTime: Infinity });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const typeName = (code: string) =>
    bases.data?.find((item) => item.code === code)?.name ?? t(`employees.documents.types.${code}`, { defaultValue: code });

  const remove = async (document: AppointmentBasisDocumentDto) => {
    setPending(true);
    setFailure(undefined);
    try {
      await deleteAppointmentDocument(document.id);
      await queryClient.invalidateQueries({ queryKey: employeeKeys.documents(employeeId) });
      notify.success(t('employees.documents.deleted'));
      setDialog(null);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <FormSection aria-labelledby="appointment-documents">
      <Stack $gap={3}>
        <h2 id="appointment-documents">{t('employees.documents.title')}</h2>
        <QueryBoundary
          query={documents}
          loadingLabel={t('employees.documents.loading')}
          errorTitle={t('employees.documents.loadFailed')}
          retryLabel={t('employees.retry')}
          empty={<EmptyState title={t('employees.documents.empty')} />}
        >
          {(found) => (
            <Items>
              {found.map((document) => (
                <li key={document.id}>
                  <div>
                    <strong>{typeName(document.type)}</strong>{' '}
                    <span>{t('employees.documents.numberOfDate', { number: document.number, date: apiDateToDisplay(document.date) })}</span>
                    {document.validUntil ? (
                      <span className="sub"> · {t('employees.documents.until', { date: apiDateToDisplay(document.validUntil) })}</span>
                    ) : null}
                    <div className="scans">
                      {(document.scans ?? []).map((scan) => {
                        const name = entryName({ kind: 'stored', file: scan });
                        return (
                          <Button
                            key={scan.id}
                            $variant="ghost"
                            $size="sm"
                            aria-label={t('employees.documents.openScan', { name })}
                            onClick={() => void openStoredFile(scan)}
                          >
                            {name}
                          </Button>
                        );
                      })}
                    </div>
                  </div>
                  {canEdit ? (
                    <div className="actions">
                      <Button
                        $variant="secondary"
                        $size="sm"
                        aria-label={t('employees.documents.editOf', { number: document.number })}
                        onClick={() => setDialog({ kind: 'edit', document })}
                      >
                        {t('employees.documents.edit')}
                      </Button>
                      <Button
                        $variant="ghost"
                        $size="sm"
                        aria-label={t('employees.documents.deleteOf', { number: document.number })}
                        onClick={() => setDialog({ kind: 'delete', document })}
                      >
                        {t('employees.documents.delete')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </Items>
          )}
        </QueryBoundary>
        {canEdit ? (
          <div>
            <Button $variant="secondary" onClick={() => setDialog({ kind: 'edit', document: null })}>
              {t('employees.documents.add')}
            </Button>
          </div>
        ) : null}
      </Stack>
      {dialog?.kind === 'edit' ? (
        <AppointmentDocumentDialog
          employeeId={employeeId}
          document={dialog.document}
          bases={bases.data ?? []}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('employees.documents.deleteTitle')}
          confirmLabel={t('employees.documents.delete')}
          cancelLabel={t('employees.documents.cancel')}
          pending={pending}
          failure={failure}
          onConfirm={() => void remove(dialog.document)}
          onCancel={() => {
            setDialog(null);
            setFailure(undefined);
          }}
        >
          {t('employees.documents.deleteText', { number: dialog.document.number })}
        </ConfirmDialog>
      ) : null}
    </FormSection>
  );
}
