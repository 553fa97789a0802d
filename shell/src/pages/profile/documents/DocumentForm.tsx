import { useMemo, useState, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  FormErrorBanner,
  FormFileField,
  FormTextField,
  media,
  ProgressBar,
  submissionErrorsFrom,
  type FileEntry,
  type UploadProgress,
} from '@nebo/shared-ui';
import { documentFormFields, fieldValidator, filesToSend, filesValidator, toDocumentPayload, type DocumentValues } from './documentForm';
import { createDocument, type PersonalDocument } from './documentsApi';
import type { DocumentField, DocumentTypeConfig } from './documentTypes';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  grid-template-columns: 1fr;
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Wide = styled.div`
  ${media.up('md')} {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(6)};
`;

/**
 * One object for every render: react-final-form re-initialises the form whenever initialValues stop
 * being shallowly equal, and a fresh `files: []` each render would wipe what the user typed.
 */
const INITIAL_VALUES: DocumentValues = Object.freeze({ files: [] as FileEntry[] });

const WIDE_FIELDS: readonly DocumentField[] = ['issuer', 'birthPlace', 'residenceAddress'];
const NUMERIC_FIELDS: readonly DocumentField[] = ['number', 'issued'];

/**
 * A new document of one type with its scans. Masks and checks: docs/requirements.md#ui-masks; the scans go
 * up with the document in one multipart call whose progress is shown; server field errors land on
 * their fields.
 */
export function DocumentForm({
  type,
  onCreated,
  onCancel,
}: {
  type: DocumentTypeConfig;
  onCreated: (document: PersonalDocument) => void;
  onCancel: () => void;
}): ReactElement {
  const { t, i18n } = useTranslation('shell');
  const hintOf = (field: DocumentField) => {
    const key = `profile.documents.hints.${type.key}.${field}`;
    return i18n.exists(key, { ns: 'shell' }) ? t(key) : undefined;
  };
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const validators = useMemo(
    () =>
      Object.fromEntries(type.fields.map((field) => [field, fieldValidator(type, field)])) as Record<
        DocumentField,
        ReturnType<typeof fieldValidator>
      >,
    [type],
  );

  const onSubmit = async (values: DocumentValues) => {
    const files = filesToSend(values);
    setProgress(files.length > 0 ? { loaded: 0, total: 0, fraction: 0 } : null);
    try {
      const created = await createDocument(toDocumentPayload(type, values), files, { onProgress: setProgress });
      onCreated(created);
      return undefined;
    } catch (error) {
      return submissionErrorsFrom(error, { fields: documentFormFields(type) });
    } finally {
      setProgress(null);
    }
  };

  const numericInput = (field: DocumentField) =>
    NUMERIC_FIELDS.includes(field) && (type.code !== 'RU_REMOTE_PILOT_LICENSE' || field === 'issued');

  return (
    <Form<DocumentValues> onSubmit={onSubmit} initialValues={INITIAL_VALUES}>
      {({ handleSubmit, submitting }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-busy={submitting}
          aria-label={t('profile.documents.formLabel', { type: t(`profile.documents.types.${type.key}.one`) })}
        >
          <Fields>
            {type.fields.map((field) => {
              const input = (
                <FormTextField
                  key={field}
                  name={field}
                  label={t(`profile.documents.fields.${field}`)}
                  hint={hintOf(field)}
                  mask={type.masks[field]}
                  inputMode={numericInput(field) || (field === 'series' && type.code === 'RU_PASSPORT') ? 'numeric' : undefined}
                  placeholder={field === 'issued' ? t('profile.documents.datePlaceholder') : undefined}
                  validate={validators[field]}
                  required={type.required.includes(field)}
                  autoComplete="off"
                />
              );
              return WIDE_FIELDS.includes(field) ? <Wide key={field}>{input}</Wide> : input;
            })}
            <Wide>
              <FormFileField
                name="files"
                label={t('profile.documents.fields.files')}
                formats={type.scans.formats}
                maxBytes={type.scans.maxBytes}
                validate={filesValidator(type)}
                required={type.scans.required}
                disabled={submitting}
              />
            </Wide>
            {progress ? (
              <Wide>
                <ProgressBar value={progress.fraction} label={t('profile.documents.uploading')} />
              </Wide>
            ) : null}
            <Wide>
              <FormErrorBanner />
            </Wide>
          </Fields>
          <Actions>
            <Button type="submit" disabled={submitting}>
              {submitting ? t('profile.common.saving') : t('profile.documents.save')}
            </Button>
            <Button $variant="ghost" disabled={submitting} onClick={onCancel}>
              {t('profile.common.cancel')}
            </Button>
          </Actions>
        </form>
      )}
    </Form>
  );
}
