import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  errorMessageOf,
  FileField,
  FormActions,
  newFilesOf,
  notify,
  openStoredFile,
  ProgressBar,
  QueryBoundary,
  Stack,
  type FileEntry,
  type UploadProgress,
} from '@nebo/shared-ui';
import type { LocalDocumentType } from '@nebo/shared-vocabulary';
import {
  fetchRequiredDocuments,
  localAgreementKeys,
  sendApplication,
  type DocumentChoice,
  type RequiredDocument,
} from './api/localAgreementsApi';
import { NAMESPACE } from '../../namespace';
import { downloadApiFile } from '../../requests/api/download';

/**
 * The application itself is written by the platform from the request (the municipal blank) and attached to
 * every send; the pilot may add a signed scan of it, but is never asked for one.
 */
const GENERATED: LocalDocumentType = 'APPLICATION';

const Document = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const Documents = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Heading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

const Required = styled.span`
  margin-left: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

const Previous = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
  button {
    border: 0;
    padding: 0;
    background: none;
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
  }
`;

const DocumentError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.error};
`;

interface DocumentState {
  files: FileEntry[];
  usePrevious: boolean;
}

type Choices = Partial<Record<LocalDocumentType, DocumentState>>;

/** The pilot's previous file is offered by default: sending it again is what the reuse is for. */
function stateOf(document: RequiredDocument, choices: Choices): DocumentState {
  return choices[document.id] ?? { files: [], usePrevious: document.hasPreviousDocument };
}

export function choiceOf(document: RequiredDocument, state: DocumentState): DocumentChoice {
  if (document.hasPreviousDocument && state.usePrevious) return { kind: 'previous' };
  const [file] = newFilesOf(state.files);
  return file ? { kind: 'upload', file } : { kind: 'none' };
}

/** The required documents that have neither a new file nor the previous one. */
export function missingRequired(documents: readonly RequiredDocument[], choices: Choices): LocalDocumentType[] {
  return documents
    .filter((document) => document.required && document.id !== GENERATED && choiceOf(document, stateOf(document, choices)).kind === 'none')
    .map((d) => d.id);
}

function DocumentField({
  flightId,
  document,
  state,
  error,
  disabled,
  onChange,
}: {
  flightId: string;
  document: RequiredDocument;
  state: DocumentState;
  error?: string;
  disabled: boolean;
  onChange: (next: DocumentState) => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const [blankFailed, setBlankFailed] = useState(false);
  const previous = document.previousFile;
  const reusing = document.hasPreviousDocument && state.usePrevious;
  const generated = document.id === GENERATED;
  const downloadBlank = () => {
    setBlankFailed(false);
    downloadApiFile(`/api/local-government-agreement-documents/${flightId}/blank?format=pdf`, 'application.pdf').catch(() =>
      setBlankFailed(true),
    );
  };
  return (
    <Document>
      <Heading>
        {document.name}
        {document.required && !generated ? <Required>{t('local.documents.required')}</Required> : null}
      </Heading>
      {generated ? (
        <Previous>
          {t('local.documents.generated')}{' '}
          <button type="button" onClick={downloadBlank}>
            {t('local.documents.blank')}
          </button>
          {blankFailed ? <DocumentError role="alert">{t('local.documents.blankFailed')}</DocumentError> : null}
        </Previous>
      ) : null}
      {document.hasPreviousDocument ? (
        <>
          <Checkbox
            label={t('local.documents.usePrevious')}
            checked={state.usePrevious}
            disabled={disabled}
            onChange={(usePrevious) => onChange({ ...state, usePrevious })}
          />
          {previous ? (
            <Previous>
              {t('local.documents.previousFile')}
              <button type="button" onClick={() => void openStoredFile(previous)}>
                {previous.filename ?? previous.id}
              </button>
            </Previous>
          ) : null}
        </>
      ) : null}
      {reusing ? (
        error ? (
          <DocumentError aria-live="polite">{error}</DocumentError>
        ) : null
      ) : (
        <FileField
          label={document.name}
          value={state.files}
          multiple={false}
          maxFiles={1}
          required={document.required && !generated}
          disabled={disabled}
          error={error}
          onChange={(files) => onChange({ ...state, files })}
        />
      )}
    </Document>
  );
}

/**
 * The application to one administration: each document it asks for (a new file or the previous one),
 * additional files, and the send — one multipart call with its upload progress.
 */
export function ApplicationForm({
  flightId,
  authorityId,
  authorityName,
  sent,
  onChanged,
}: {
  flightId: string;
  authorityId: string;
  authorityName: string;
  sent: boolean;
  onChanged: () => void;
}): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const key = localAgreementKeys.documents(flightId, authorityId);
  const documents = useQuery({ queryKey: key, queryFn: () => fetchRequiredDocuments(flightId, authorityId) });
  const [choices, setChoices] = useState<Choices>({});
  const [additional, setAdditional] = useState<FileEntry[]>([]);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const sending = progress !== null;

  const send = async (list: readonly RequiredDocument[]) => {
    const missing = missingRequired(list, choices);
    setErrors(Object.fromEntries(missing.map((id) => [id, t('local.documents.missing')])));
    setFormError(missing.length > 0 ? t('local.send.checkDocuments') : null);
    if (missing.length > 0) return;
    const picked = Object.fromEntries(list.map((document) => [document.id, choiceOf(document, stateOf(document, choices))]));
    setProgress({ loaded: 0, total: 0, fraction: 0 });
    try {
      await sendApplication(
        flightId,
        authorityId,
        { documents: picked, additionalFiles: newFilesOf(additional) },
        { onProgress: setProgress },
      );
      notify.success(t('local.send.sent', { name: authorityName }));
      setChoices({});
      setAdditional([]);
      // What was uploaded now is the pilot's "previous" document from here on.
      void queryClient.invalidateQueries({ queryKey: ['flight-requests', 'local-documents', flightId] });
      onChanged();
    } catch (failure) {
      // The backend names a missing document by its id: its error goes beside that document.
      const fields = (failure as { detailedError?: { field: string; error: string }[] }).detailedError ?? [];
      const known = new Set(list.map((document) => document.id as string));
      const beside = fields.filter((item) => known.has(item.field));
      setErrors(Object.fromEntries(beside.map((item) => [item.field, item.error])));
      setFormError(
        beside.length === fields.length && beside.length > 0 ? t('local.send.checkDocuments') : (errorMessageOf(failure, i18n) ?? null),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <QueryBoundary
      query={documents}
      loadingLabel={t('local.documents.loading')}
      errorTitle={t('local.documents.loadFailed')}
      retryLabel={t('local.retry')}
    >
      {(list) => (
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void send(list);
          }}
        >
          <Stack $gap={3}>
            <Heading>{t('local.documents.title')}</Heading>
            {list.length === 0 ? <p>{t('local.documents.none')}</p> : null}
            <Documents>
              {list.map((document) => (
                <DocumentField
                  key={document.id}
                  flightId={flightId}
                  document={document}
                  state={stateOf(document, choices)}
                  error={errors[document.id]}
                  disabled={sending}
                  onChange={(next) => {
                    setChoices((current) => ({ ...current, [document.id]: next }));
                    setErrors((current) => ({ ...current, [document.id]: undefined }));
                  }}
                />
              ))}
            </Documents>
            <FileField label={t('local.documents.additional')} value={additional} disabled={sending} onChange={setAdditional} />
            {progress ? <ProgressBar value={progress.fraction} label={t('local.send.uploading')} /> : null}
            {formError ? <p role="alert">{formError}</p> : null}
            <FormActions>
              <Button type="submit" disabled={sending}>
                {sending ? t('local.send.sending') : sent ? t('local.send.again') : t('local.send.submit')}
              </Button>
            </FormActions>
          </Stack>
        </form>
      )}
    </QueryBoundary>
  );
}
