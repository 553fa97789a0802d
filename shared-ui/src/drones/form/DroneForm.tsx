import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UploadProgress } from '../../api/upload';
import { Button } from '../../components/Button';
import { FieldGrid, FormActions, FormSection, Stack } from '../../components/layout';
import { ProgressBar } from '../../components/ProgressBar';
import { FILE_SIZE_LIMITS, SCAN_FORMATS } from '../../files/fileFormats';
import { FormErrorBanner, FormTextField } from '../../forms/fields';
import { FormFileField } from '../../forms/fileFields';
import { submissionErrorsFrom } from '../../forms/serverErrors';
import { CharacteristicsFields } from '../CharacteristicsFields';
import { ProjectionPhotos } from '../ProjectionPhotos';
import type { DroneFileGroup, DroneFormApi, DroneRecord } from './droneFormApi';
import { droneFormFields, hasFiles, placeGroupErrors, toDroneUpload, validateDroneValues, type DroneFormValues } from './droneForm';
import { FIRST_ISSUE_YEAR, MANUFACTURER_MAX_LENGTH, MAX_SCANS_PER_KIND, NAME_MAX_LENGTH, SERIAL_MAX_LENGTH } from './identityRules';
import { RegistrationNumberField } from './RegistrationNumberField';
import { DRONE_FORM_NAMESPACE, registerDroneFormTranslations } from './translations';
import { useRegistrationCheck, type RegistrationCheck } from './useRegistrationCheck';

/** The identity section also names the library model the drone was registered from. */
const IdentitySection = styled(FormSection)`
  p.model {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SCANS = SCAN_FORMATS.filter((format) => format !== 'gif');

export interface DroneFormProps<TSaved extends { id: string; name: string } = DroneRecord> {
  /** Where the form checks registration numbers and saves (the individual's or the company's calls). */
  api: DroneFormApi<TSaved>;
  initialValues: DroneFormValues;
  onSaved: (drone: TSaved) => void;
  onCancel: () => void;
  /** Further scans under the certificates (a company's proof of ownership). */
  fileGroups?: readonly DroneFileGroup[];
  /** The current year (the issue year's upper bound); a parameter so tests do not depend on the clock. */
  currentYear?: number;
}

/** The registration check runs on the live value, so it needs to sit inside the form. */
function RegistrationSection({
  droneId,
  exists,
  onCheck,
}: {
  droneId?: string;
  exists: DroneFormApi['registrationNumberExists'];
  onCheck: (check: RegistrationCheck) => void;
}): ReactElement {
  const { input } = useField<string>('registrationNumber', { subscription: { value: true } });
  const check = useRegistrationCheck(input.value, droneId, exists);
  useEffect(() => onCheck(check), [check, onCheck]);
  return <RegistrationNumberField check={check} />;
}

/**
 * The drone form (docs/requirements.md#ui-drone-forms) of an individual's or a company's drone, for a new
 * drone prefilled from a library model and for an existing one. Everything is checked here first (same
 * rules as the server); then one multipart call carries the drone, its six photos and the scans, with
 * its progress shown; server field errors land next to their fields.
 */
export function DroneForm<TSaved extends { id: string; name: string } = DroneRecord>({
  api,
  initialValues,
  onSaved,
  onCancel,
  fileGroups = [],
  currentYear = new Date().getFullYear(),
}: DroneFormProps<TSaved>): ReactElement {
  registerDroneFormTranslations();
  const { t } = useTranslation(DRONE_FORM_NAMESPACE);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // Latest answer of the registration-number check; only read at submit, so a ref, not state.
  const registration = useRef<RegistrationCheck>('idle');
  const validate = useMemo(() => (values: DroneFormValues) => validateDroneValues(values, t, currentYear), [t, currentYear]);
  const exists = useMemo<DroneFormApi['registrationNumberExists']>(
    () => (number, droneId, signal) => api.registrationNumberExists(number, droneId, signal),
    [api],
  );
  const onCheck = useMemo(
    () => (check: RegistrationCheck) => {
      registration.current = check;
    },
    [],
  );

  const onSubmit = async (values: DroneFormValues) => {
    if (registration.current === 'taken') return { registrationNumber: t('registrationTaken') };
    const upload = toDroneUpload(values, fileGroups);
    setProgress(hasFiles(upload) ? { loaded: 0, total: 0, fraction: 0 } : null);
    try {
      onSaved(await api.save(upload, { onProgress: setProgress }));
      return undefined;
    } catch (error) {
      return placeGroupErrors(submissionErrorsFrom(error, { fields: droneFormFields(fileGroups) }), fileGroups);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Form<DroneFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-label={t(values.id ? 'editLabel' : 'newLabel')}>
          <Stack $gap={5}>
            <IdentitySection aria-labelledby="drone-form-identity">
              <h2 id="drone-form-identity">{t('sections.identity')}</h2>
              {values.modelName ? <p className="model">{t('fromModel', { model: values.modelName })}</p> : null}
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
                  hint={t('hints.serialNumber')}
                  maxLength={SERIAL_MAX_LENGTH}
                  autoComplete="off"
                />
                <RegistrationSection droneId={values.id} exists={exists} onCheck={onCheck} />
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
              <h2 id="drone-form-certificates">{t('sections.certificates')}</h2>
              <FormFileField
                name="registrationCertScans"
                label={t('drones:fields.registrationCertScans')}
                formats={SCANS}
                maxBytes={FILE_SIZE_LIMITS.large}
                maxFiles={MAX_SCANS_PER_KIND}
                disabled={submitting}
              />
              <FormFileField
                name="airworthinessCertScans"
                label={t('drones:fields.airworthinessCertScans')}
                formats={SCANS}
                maxBytes={FILE_SIZE_LIMITS.large}
                maxFiles={MAX_SCANS_PER_KIND}
                disabled={submitting}
              />
              {fileGroups.map((group) => (
                <FormFileField
                  key={group.name}
                  name={`extraFiles.${group.name}`}
                  label={group.label}
                  hint={group.hint}
                  formats={SCANS}
                  maxBytes={FILE_SIZE_LIMITS.large}
                  maxFiles={group.single ? 1 : (group.maxFiles ?? MAX_SCANS_PER_KIND)}
                  disabled={submitting}
                />
              ))}
            </FormSection>
            {progress ? <ProgressBar value={progress.fraction} label={t('uploading')} /> : null}
            <FormErrorBanner />
            <FormActions>
              <Button type="submit" disabled={submitting}>
                {submitting ? t('saving') : t('save')}
              </Button>
              <Button $variant="ghost" disabled={submitting} onClick={onCancel}>
                {t('cancel')}
              </Button>
            </FormActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}
