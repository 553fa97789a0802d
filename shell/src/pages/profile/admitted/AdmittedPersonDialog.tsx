import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Button, FormErrorBanner, FormTextField, MASKS, Modal, QueryBoundary, submissionErrorsFrom } from '@nebo/shared-ui';
import { FormGrid } from '../common/FormActions';
import { AdmittedDocumentFields } from './AdmittedDocumentFields';
import { createAdmittedPerson, fetchAdmittedPerson, updateAdmittedPerson, type AdmittedPerson } from './admittedApi';
import { ADMITTED_FIELDS, admittedInitialValues, admittedValidators, toAdmittedPayload, type AdmittedValues } from './admittedForm';

const FORM_ID = 'admitted-person-form';

/** Adds a person (POST) or edits one read fresh from the server (GET then PUT), in a dialog. */
export function AdmittedPersonDialog({
  personId,
  onSaved,
  onClose,
}: {
  personId: string | 'new';
  onSaved: (person: AdmittedPerson) => void;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation('shell');
  const isNew = personId === 'new';
  const person = useQuery({
    queryKey: ['user', 'current', 'admitted-person', personId],
    queryFn: () => fetchAdmittedPerson(personId),
    enabled: !isNew,
  });
  const initial = useMemo(() => admittedInitialValues(isNew ? undefined : person.data), [isNew, person.data]);

  const onSubmit = async (values: AdmittedValues) => {
    try {
      const payload = toAdmittedPayload(values);
      const saved = isNew ? await createAdmittedPerson(payload) : await updateAdmittedPerson(personId, payload);
      onSaved(saved);
      return undefined;
    } catch (error) {
      return submissionErrorsFrom(error, { fields: ADMITTED_FIELDS });
    }
  };

  const form = (
    <Form<AdmittedValues> onSubmit={onSubmit} initialValues={initial}>
      {({ handleSubmit, submitting }) => (
        <form id={FORM_ID} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <FormGrid>
            <FormTextField
              name="lastName"
              label={t('profile.personal.lastName')}
              validate={admittedValidators.lastName}
              required
              autoComplete="off"
            />
            <FormTextField
              name="firstName"
              label={t('profile.personal.firstName')}
              validate={admittedValidators.firstName}
              required
              autoComplete="off"
            />
            <FormTextField
              name="patronymic"
              label={t('profile.personal.patronymic')}
              validate={admittedValidators.patronymic}
              autoComplete="off"
            />
            <FormTextField
              name="birthDate"
              label={t('profile.personal.birthDate')}
              mask={MASKS.date}
              inputMode="numeric"
              placeholder={t('profile.personal.birthDatePlaceholder')}
              validate={admittedValidators.birthDate}
              required
              autoComplete="off"
            />
            <FormTextField
              name="phone"
              label={t('profile.contacts.phone')}
              mask={MASKS.phone}
              type="tel"
              inputMode="tel"
              validate={admittedValidators.phone}
              required
              autoComplete="off"
            />
            <FormTextField
              name="email"
              label={t('profile.contacts.email')}
              type="email"
              inputMode="email"
              validate={admittedValidators.email}
              required
              autoComplete="off"
            />
            <AdmittedDocumentFields />
            <div className="wide">
              <FormErrorBanner />
            </div>
          </FormGrid>
        </form>
      )}
    </Form>
  );

  return (
    <Modal
      open
      title={isNew ? t('profile.admitted.addTitle') : t('profile.admitted.editTitle')}
      onClose={onClose}
      actions={
        <>
          <Button $variant="ghost" onClick={onClose}>
            {t('profile.common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID}>
            {t('profile.common.save')}
          </Button>
        </>
      }
    >
      {isNew ? (
        form
      ) : (
        <QueryBoundary query={person} errorTitle={t('profile.common.loadFailed')}>
          {() => form}
        </QueryBoundary>
      )}
    </Modal>
  );
}
