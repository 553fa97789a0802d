import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  apiDateToDisplay,
  Button,
  FileField,
  FILE_SIZE_LIMITS,
  isApiError,
  MASKS,
  Modal,
  ProgressBar,
  SCAN_FORMATS,
  Select,
  Stack,
  storedEntries,
  TextField,
  type UploadProgress,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { appointmentUpload, MAX_SCANS, validateAppointment, type AppointmentFormValues } from './appointmentForm';
import {
  createAppointmentDocument,
  employeeKeys,
  updateAppointmentDocument,
  type AppointmentBasisDocumentDto,
  type DictionaryItemDto,
} from './employeesApi';
import { errorText } from './errorText';

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

const FIELDS = ['type', 'number', 'date', 'validUntil', 'scans'] as const;
type Field = (typeof FIELDS)[number];
/** The server names the scans `files`. */
const serverField = (field: string): Field | undefined =>
  field === 'files' ? 'scans' : (FIELDS as readonly string[]).includes(field) ? (field as Field) : undefined;

/**
 * A document of appointment (its kind is a code of the appointment-basis dictionary) with 1..5 scans, new or
 * edited; the multipart call shows its progress, and server field errors land next to their fields.
 */
export function AppointmentDocumentDialog({
  employeeId,
  document,
  bases,
  onClose,
}: {
  employeeId: string;
  document: AppointmentBasisDocumentDto | null;
  bases: DictionaryItemDto[];
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const editing = document !== null;
  const [values, setValues] = useState<AppointmentFormValues>({
    type: document?.type ?? '',
    number: document?.number ?? '',
    date: apiDateToDisplay(document?.date),
    validUntil: apiDateToDisplay(document?.validUntil),
    scans: storedEntries(document?.scans),
  });
  const [shown, setShown] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const errors = validateAppointment(values, editing);

  const save = useMutation({
    mutationFn: () => {
      const { input, files } = appointmentUpload(values);
      setProgress(files.length > 0 ? { loaded: 0, total: 0, fraction: 0 } : null);
      return document
        ? updateAppointmentDocument(document.id, input, files, { onProgress: setProgress })
        : createAppointmentDocument(employeeId, input, files, { onProgress: setProgress });
    },
    onSettled: () => setProgress(null),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: employeeKeys.documents(employeeId) });
      onClose();
    },
    onError: (error) => {
      const placed: Partial<Record<Field, string>> = {};
      if (isApiError(error)) {
        for (const { field, error: text } of error.detailedError) {
          const target = serverField(field);
          if (target) placed[target] = text;
        }
      }
      setServerErrors(placed);
    },
  });

  const set = <K extends Field>(field: K, value: AppointmentFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: Field) => serverErrors[field] ?? (shown && errors[field] ? t(errors[field]) : undefined);
  const placedSomewhere = Object.values(serverErrors).some(Boolean);

  const options = (
    bases.length > 0 ? bases : (['CHARTER', 'POWER_OF_ATTORNEY', 'ORDER', 'DECISION'] as const).map((code) => ({ code, name: '' }))
  ).map((item) => ({ value: item.code, label: item.name || t(`employees.documents.types.${item.code}`, { defaultValue: item.code }) }));

  return (
    <Modal
      open
      title={editing ? t('employees.documents.editTitle') : t('employees.documents.newTitle')}
      onClose={() => (save.isPending ? undefined : onClose())}
      actions={
        <>
          <Button $variant="ghost" disabled={save.isPending} onClick={onClose}>
            {t('employees.documents.cancel')}
          </Button>
          <Button type="submit" form="appointment-document-form" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t('employees.documents.saving') : t('employees.documents.save')}
          </Button>
        </>
      }
    >
      <form
        id="appointment-document-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setShown(true);
          if (Object.keys(errors).length === 0) save.mutate();
        }}
      >
        <Stack $gap={4}>
          <Select
            label={t('employees.documents.type')}
            value={values.type}
            options={options}
            placeholder={t('employees.documents.chooseType')}
            onChange={(value) => set('type', value)}
            error={errorOf('type')}
            required
          />
          <TextField
            label={t('employees.documents.number')}
            value={values.number}
            onChange={(value) => set('number', value)}
            error={errorOf('number')}
            maxLength={100}
            required
            autoComplete="off"
          />
          <TextField
            label={t('employees.documents.date')}
            value={values.date}
            onChange={(value) => set('date', value)}
            mask={MASKS.date}
            placeholder={t('employees.documents.datePlaceholder')}
            inputMode="numeric"
            error={errorOf('date')}
            required
            autoComplete="off"
          />
          <TextField
            label={t('employees.documents.validUntil')}
            value={values.validUntil}
            onChange={(value) => set('validUntil', value)}
            mask={MASKS.date}
            placeholder={t('employees.documents.datePlaceholder')}
            inputMode="numeric"
            error={errorOf('validUntil')}
            autoComplete="off"
          />
          <FileField
            label={t('employees.documents.scans')}
            hint={editing ? t('employees.documents.scansKept') : undefined}
            value={values.scans}
            onChange={(entries) => set('scans', entries)}
            formats={SCAN_FORMATS.filter((format) => format !== 'gif')}
            maxBytes={FILE_SIZE_LIMITS.large}
            maxFiles={editing ? MAX_SCANS * 2 : MAX_SCANS}
            error={errorOf('scans')}
            required
            disabled={save.isPending}
          />
          {progress ? <ProgressBar value={progress.fraction} label={t('employees.documents.uploading')} /> : null}
          {save.error && !placedSomewhere ? <Failure role="alert">{errorText(save.error, t)}</Failure> : null}
        </Stack>
      </form>
    </Modal>
  );
}
