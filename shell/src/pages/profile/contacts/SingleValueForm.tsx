import type { ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Button, FormErrorBanner, FormTextField, Stack, submissionErrorsFrom, type Validator } from '@nebo/shared-ui';
import { FormActions } from '../common/FormActions';

interface SingleValueFormProps {
  /** The field's name; also the name a server field error uses for it. */
  name: string;
  label: string;
  initial: string;
  validate: Validator<string | undefined>;
  onSave: (value: string) => Promise<void>;
  mask?: string;
  inputMode?: 'email' | 'tel';
  type?: 'email' | 'tel' | 'text';
  autoComplete?: string;
  hint?: string;
  placeholder?: string;
}

/** One value to change (e-mail, phone): validated in the browser, server errors on the field. */
export function SingleValueForm({ name, label, initial, validate, onSave, ...input }: SingleValueFormProps): ReactElement {
  const { t } = useTranslation('shell');
  const onSubmit = async (values: Record<string, string | undefined>) => {
    try {
      await onSave((values[name] ?? '').trim());
      return undefined;
    } catch (error) {
      return submissionErrorsFrom(error, { fields: [name] });
    }
  };
  return (
    <Form<Record<string, string | undefined>> onSubmit={onSubmit} initialValues={{ [name]: initial }}>
      {({ handleSubmit, submitting, pristine }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <Stack $gap={4}>
            <FormTextField name={name} label={label} validate={validate} required {...input} />
            <FormErrorBanner />
          </Stack>
          <FormActions>
            <Button type="submit" disabled={submitting || pristine}>
              {submitting ? t('profile.common.saving') : t('profile.common.save')}
            </Button>
          </FormActions>
        </form>
      )}
    </Form>
  );
}
