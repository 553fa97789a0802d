import { useMemo, type ReactElement } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormSelect, FormTextField, required, type Validator } from '@nebo/shared-ui';
import { documentTypeByCode } from '../documents/documentTypes';
import { ADMITTED_DOCUMENT_TYPES } from './admittedApi';
import { documentPartValidator } from './admittedForm';

const seriesRule = documentPartValidator('series');
const numberRule = documentPartValidator('number');

/** The admitted person's identity document: its type decides the masks and rules of series and number. */
export function AdmittedDocumentFields(): ReactElement {
  const { t } = useTranslation('shell');
  const { input: typeInput } = useField<string>('document.typeCode', { subscription: { value: true } });
  const type = documentTypeByCode(typeInput.value);
  const options = useMemo(
    () =>
      ADMITTED_DOCUMENT_TYPES.map((code) => ({
        value: code,
        label: t(`profile.documents.types.${documentTypeByCode(code)?.key ?? 'passport'}.title`),
      })),
    [t],
  );
  const hasSeries = type?.fields.includes('series') ?? false;
  return (
    <>
      <div className="wide">
        <FormSelect
          name="document.typeCode"
          label={t('profile.admitted.documentType')}
          options={options}
          validate={required as Validator<string | undefined>}
          required
          placeholder={null}
        />
      </div>
      {hasSeries ? (
        <FormTextField
          key={`series-${typeInput.value}`}
          name="document.series"
          label={t('profile.documents.fields.series')}
          mask={type?.masks.series}
          validate={seriesRule}
          required={type?.required.includes('series')}
          autoComplete="off"
        />
      ) : null}
      <FormTextField
        key={`number-${typeInput.value}`}
        name="document.number"
        label={t('profile.documents.fields.number')}
        mask={type?.masks.number}
        validate={numberRule}
        required
        autoComplete="off"
      />
    </>
  );
}
