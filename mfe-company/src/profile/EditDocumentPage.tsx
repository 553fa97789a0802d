import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DateTime } from 'luxon';
import {
  Button,
  FILE_SIZE_LIMITS,
  FormActions,
  FormErrorBanner,
  FormFileField,
  FormSection,
  FormSelect,
  FormTextField,
  MASKS,
  MOSCOW_ZONE,
  notify,
  PageHeading,
  ProgressBar,
  QueryBoundary,
  SCAN_FORMATS,
  Stack,
  useLocale,
  type UploadProgress,
} from '@nebo/shared-ui';
import { companyKeys, fetchDocument, saveDocument } from '../api/companyApi';
import { formErrorsOf } from '../api/formErrors';
import type { CompanyDocumentDto } from '../api/types';
import { NAMESPACE } from '../namespace';
import { Fields } from '../registration/CompanyInfoFields';
import { useDocumentTypes } from './DocumentsPage';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_NUMBER_LIMIT,
  documentPayload,
  documentValues,
  fileToSend,
  validateDocument,
  type DocumentValues,
} from './documentForm';

function DocumentForm({ document, onDone }: { document: CompanyDocumentDto | null; onDone: () => void }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const types = useDocumentTypes();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const initialValues = useMemo(() => documentValues(document), [document]);
  const today = DateTime.now().setZone(MOSCOW_ZONE).toFormat('yyyy-LL-dd');

  const onSubmit = async (values: DocumentValues) => {
    const file = fileToSend(values);
    setProgress(file ? { loaded: 0, total: 0, fraction: 0 } : null);
    try {
      await saveDocument(document?.id ?? null, documentPayload(values), file, { onProgress: setProgress });
      await queryClient.invalidateQueries({ queryKey: companyKeys.documentsAll });
      notify.success(t(document ? 'documents.updated' : 'documents.created'));
      onDone();
      return undefined;
    } catch (error) {
      return formErrorsOf(error, DOCUMENT_FIELDS);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Form<DocumentValues> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => validateDocument(values, t, today)}>
      {({ handleSubmit, submitting }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-busy={submitting}
          aria-label={t(document ? 'documents.editTitle' : 'documents.newTitle')}
        >
          <Stack $gap={5}>
            <FormSection aria-labelledby="document-fields">
              <h2 id="document-fields">{t('documents.formSection')}</h2>
              <Fields>
                <div className="wide">
                  <FormSelect name="type" label={t('documents.fields.type')} options={types} required placeholder={t('info.choose')} />
                </div>
                <FormTextField
                  name="number"
                  label={t('documents.fields.number')}
                  required
                  maxLength={DOCUMENT_NUMBER_LIMIT}
                  autoComplete="off"
                />
                <FormTextField
                  name="date"
                  label={t('documents.fields.date')}
                  required
                  mask={MASKS.date}
                  inputMode="numeric"
                  placeholder={t('documents.datePlaceholder')}
                  autoComplete="off"
                />
                <div className="wide">
                  <FormFileField
                    name="file"
                    label={t('documents.fields.file')}
                    hint={t('documents.fileHint')}
                    formats={SCAN_FORMATS}
                    maxBytes={FILE_SIZE_LIMITS.large}
                    maxFiles={1}
                    multiple={false}
                    required
                    disabled={submitting}
                  />
                </div>
                {progress ? (
                  <div className="wide">
                    <ProgressBar value={progress.fraction} label={t('documents.uploading')} />
                  </div>
                ) : null}
              </Fields>
            </FormSection>
            <FormErrorBanner />
            <FormActions>
              <Button type="submit" disabled={submitting} aria-busy={submitting}>
                {submitting ? t('common.saving') : t('common.save')}
              </Button>
              <Button type="button" $variant="ghost" onClick={onDone} disabled={submitting}>
                {t('common.cancel')}
              </Button>
            </FormActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}

/** /company/profile/documents/edit/ — a new company document, or `?id=` an existing one (company admins only, guarded route). */
export function EditDocumentPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const back = () => void navigate(localize('/company/profile/documents/'));
  const document = useQuery({ queryKey: companyKeys.document(id ?? ''), queryFn: () => fetchDocument(id ?? ''), enabled: Boolean(id) });
  return (
    <Stack $gap={5}>
      <PageHeading title={t(id ? 'documents.editTitle' : 'documents.newTitle')} description={t('documents.formLead')} />
      {id ? (
        <QueryBoundary query={document} loadingLabel={t('documents.loading')} errorTitle={t('documents.loadOneFailed')}>
          {(data) => <DocumentForm document={data} onDone={back} />}
        </QueryBoundary>
      ) : (
        <DocumentForm document={null} onDone={back} />
      )}
    </Stack>
  );
}
