import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CharacteristicsFields,
  FieldGrid,
  FormActions,
  FormSection,
  ProgressBar,
  ProjectionPhotos,
  Stack,
  submissionErrorsFrom,
  type UploadProgress,
} from '@nebo/shared-ui';
import { FormErrorBanner, FormSelect, FormTextField } from '@nebo/shared-ui';
import { findManufacturers, libraryKeys, saveModel, type StoredModel } from '../api/libraryApi';
import { MODEL_FORM_FIELDS, MODEL_NAME_MAX_LENGTH, toModelUpload, validateModelValues, type ModelFormValues } from '../form/modelForm';
import { NAMESPACE } from '../../namespace';

/**
 * A library model: manufacturer, name, the characteristics a pilot's drone inherits, and a picture per
 * projection (PUBLIC files, FRONT the main one). One multipart call, with its progress; server field
 * errors land on their fields.
 */
export function ModelForm({
  initialValues,
  onSaved,
  onCancel,
}: {
  initialValues: ModelFormValues;
  onSaved: (model: StoredModel) => void;
  onCancel: () => void;
}): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const manufacturers = useQuery({
    queryKey: libraryKeys.allManufacturers,
    queryFn: () => findManufacturers({ query: '', status: '' }, 0, 'NAME', 100),
  });
  const validate = useMemo(() => (values: ModelFormValues) => validateModelValues(values, t), [t]);

  const onSubmit = async (values: ModelFormValues) => {
    const { payload, images } = toModelUpload(values);
    setProgress(Object.keys(images).length > 0 ? { loaded: 0, total: 0, fraction: 0 } : null);
    try {
      onSaved(await saveModel(payload, images, { onProgress: setProgress }));
      return undefined;
    } catch (error) {
      return submissionErrorsFrom(error, { fields: MODEL_FORM_FIELDS });
    } finally {
      setProgress(null);
    }
  };

  const options = (manufacturers.data?.data ?? []).map((item) => ({
    value: item.id,
    label: `${i18n.language === 'en' && item.nameEn ? item.nameEn : item.name}${item.status === 'ARCHIVED' ? ` (${t('library.status.ARCHIVED')})` : ''}`,
  }));

  return (
    <Form<ModelFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-label={t('library.models.formLabel')}>
          <Stack $gap={5}>
            <FormSection aria-labelledby="model-form-identity">
              <h2 id="model-form-identity">{t('library.models.sections.identity')}</h2>
              <FieldGrid>
                <FormSelect name="manufacturerId" label={t('library.models.columns.manufacturer')} options={options} required />
                <FormTextField
                  name="name"
                  label={t('library.models.columns.name')}
                  required
                  maxLength={MODEL_NAME_MAX_LENGTH}
                  autoComplete="off"
                />
              </FieldGrid>
            </FormSection>
            <FormSection aria-label={t('drones:photos.title')}>
              <ProjectionPhotos disabled={submitting} protectedFiles={false} />
            </FormSection>
            <FormSection aria-labelledby="model-form-figures">
              <h2 id="model-form-figures">{t('drones:form.sections.characteristics')}</h2>
              <CharacteristicsFields />
            </FormSection>
            {progress ? <ProgressBar value={progress.fraction} label={t('library.models.uploading')} /> : null}
            <FormErrorBanner />
            <FormActions>
              <Button type="submit" disabled={submitting}>
                {submitting ? t('library.working') : t('library.models.save')}
              </Button>
              <Button $variant="ghost" disabled={submitting} onClick={onCancel}>
                {t('library.cancel')}
              </Button>
            </FormActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}
