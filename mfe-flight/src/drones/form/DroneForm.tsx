import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  CharacteristicsFields,
  FieldGrid,
  FILE_SIZE_LIMITS,
  FormActions,
  FormSection,
  ProgressBar,
  ProjectionPhotos,
  SCAN_FORMATS,
  Stack,
  submissionErrorsFrom,
  type UploadProgress,
} from '@nebo/shared-ui';
import { FormErrorBanner, FormFileField, FormTextField } from '@nebo/shared-ui';
import type { Drone } from '../api/dronesApi';
import { saveDrone } from '../api/dronesApi';
import { NAMESPACE } from '../../namespace';
import { DRONE_FORM_FIELDS, hasFiles, toDroneUpload, validateDroneValues, type DroneFormValues } from './droneForm';
import { FIRST_ISSUE_YEAR, MAX_SCANS_PER_KIND, MANUFACTURER_MAX_LENGTH, NAME_MAX_LENGTH, SERIAL_MAX_LENGTH } from './identityRules';
import { RegistrationNumberField } from './RegistrationNumberField';
import { useRegistrationCheck, type RegistrationCheck } from './useRegistrationCheck';

/** The identity section also names the library model the drone was registered from. */
const IdentitySection = styled(FormSection)`
  p.model {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface DroneFormProps {
  initialValues: DroneFormValues;
  onSaved: (drone: Drone) => void;
  onCancel: () => void;
  /** The current year (the issue year's upper bound); a parameter so tests do not depend on the clock. */
  currentYear?: number;
}

/** The registration check runs on the live value, so it needs to sit inside the form. */
function RegistrationSection({ droneId, onCheck }: { droneId?: string; onCheck: (check: RegistrationCheck) => void }): ReactElement {
  const { input } = useField<string>('registrationNumber', { subscription: { value: true } });
  const check = useRegistrationCheck(input.value, droneId);
  useEffect(() => onCheck(check), [check, onCheck]);
  return <RegistrationNumberField check={check} />;
}

/**
 * The pilot's drone form (docs/requirements.md#ui-drone-forms), for a new drone prefilled from a library model and for an
 * existing one. Everything is checked here first (same rules as the server); then one multipart call
 * carries the drone, its six photos and the certificate scans, with its progress shown; server field
 * errors land next to their fields.
 */
export function DroneForm({ initialValues, onSaved, onCancel, currentYear = new Date().getFullYear() }: DroneFormProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // Latest answer of the registration-number check; only read at submit, so a ref, not state.
  const registration = useRef<RegistrationCheck>('idle');
  const validate = useMemo(() => (values: DroneFormValues) => validateDroneValues(values, t, currentYear), [t, currentYear]);

  const onSubmit = async (values: DroneFormValues) => {
    if (registration.current === 'taken') return { registrationNumber: t('drones.form.registrationTaken') };
    const upload = toDroneUpload(values);
    setProgress(hasFiles(upload) ? { loaded: 0, total: 0, fraction: 0 } : null);
    try {
      onSaved(await saveDrone(upload, { onProgress: setProgress }));
      return undefined;
    } catch (error) {
      return submissionErrorsFrom(error, { fields: DRONE_FORM_FIELDS });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Form<DroneFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting, values }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-busy={submitting}
          aria-label={t(values.id ? 'drones.form.editLabel' : 'drones.form.newLabel')}
        >
          <Stack $gap={5}>
            <IdentitySection aria-labelledby="drone-form-identity">
              <h2 id="drone-form-identity">{t('drones.form.sections.identity')}</h2>
              {values.modelName ? <p className="model">{t('drones.form.fromModel', { model: values.modelName })}</p> : null}
              <FieldGrid>
                <FormTextField name="name" label={t('drones:fields.name')} required maxLength={NAME_MAX_LENGTH} autoComplete="off" />
                <FormTextField
                  name="manufacturer"
                  label={t('drones:fields.manufacturer')}
                  maxLength={MANUFACTURER_MAX_LENGTH}
                  autoComplete="off"
                />
                <FormTextField
                  name="serialNumber"
                  label={t('drones:fields.serialNumber')}
                  hint={t('drones.form.hints.serialNumber')}
                  maxLength={SERIAL_MAX_LENGTH}
                  autoComplete="off"
                />
                <RegistrationSection
                  droneId={values.id}
                  onCheck={(check) => {
                    registration.current = check;
                  }}
                />
                <FormTextField
                  name="issueYear"
                  label={t('drones:fields.issueYear')}
                  hint={t('drones:form.hints.between', { min: FIRST_ISSUE_YEAR, max: currentYear })}
                  inputMode="numeric"
                  maxLength={4}
                  autoComplete="off"
                />
              </FieldGrid>
            </IdentitySection>
            <FormSection aria-label={t('drones:photos.title')}>
              <ProjectionPhotos disabled={submitting} />
            </FormSection>
            <FormSection aria-labelledby="drone-form-figures">
              <h2 id="drone-form-figures">{t('drones:form.sections.characteristics')}</h2>
              <CharacteristicsFields />
            </FormSection>
            <FormSection aria-labelledby="drone-form-certificates">
              <h2 id="drone-form-certificates">{t('drones.form.sections.certificates')}</h2>
              <FormFileField
                name="registrationCertScans"
                label={t('drones:fields.registrationCertScans')}
                formats={SCAN_FORMATS.filter((format) => format !== 'gif')}
                maxBytes={FILE_SIZE_LIMITS.large}
                maxFiles={MAX_SCANS_PER_KIND}
                disabled={submitting}
              />
              <FormFileField
                name="airworthinessCertScans"
                label={t('drones:fields.airworthinessCertScans')}
                formats={SCAN_FORMATS.filter((format) => format !== 'gif')}
                maxBytes={FILE_SIZE_LIMITS.large}
                maxFiles={MAX_SCANS_PER_KIND}
                disabled={submitting}
              />
            </FormSection>
            {progress ? <ProgressBar value={progress.fraction} label={t('drones.form.uploading')} /> : null}
            <FormErrorBanner />
            <FormActions>
              <Button type="submit" disabled={submitting}>
                {submitting ? t('drones.form.saving') : t('drones.form.save')}
              </Button>
              <Button $variant="ghost" disabled={submitting} onClick={onCancel}>
                {t('drones.form.cancel')}
              </Button>
            </FormActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}
