import type { ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Stack, submissionErrorsFrom } from '@nebo/shared-ui';
import { FormErrorBanner, FormTextField } from '@nebo/shared-ui';
import { saveManufacturer, type Manufacturer } from '../api/libraryApi';
import { NAMESPACE } from '../../namespace';
import { MANUFACTURER_FIELDS, manufacturerPayload, validateManufacturer, type ManufacturerValues } from './manufacturerForm';

/** Creates a manufacturer, or edits `manufacturer`; the server's field errors land on the fields. */
export function ManufacturerDialog({
  open,
  manufacturer,
  onSaved,
  onClose,
}: {
  open: boolean;
  manufacturer: Manufacturer | null;
  onSaved: (saved: Manufacturer) => void;
  onClose: () => void;
}): ReactElement | null {
  const { t } = useTranslation(NAMESPACE);
  const initialValues: ManufacturerValues = {
    name: manufacturer?.name ?? '',
    nameEn: manufacturer?.nameEn ?? '',
    country: manufacturer?.country ?? '',
    website: manufacturer?.website ?? '',
  };
  const onSubmit = async (values: ManufacturerValues) => {
    try {
      onSaved(await saveManufacturer(manufacturerPayload(values, manufacturer?.id)));
      return undefined;
    } catch (error) {
      return submissionErrorsFrom(error, { fields: MANUFACTURER_FIELDS });
    }
  };
  return (
    <Modal
      open={open}
      title={manufacturer ? t('library.manufacturers.editTitle', { name: manufacturer.name }) : t('library.manufacturers.addTitle')}
      onClose={onClose}
    >
      <Form<ManufacturerValues> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => validateManufacturer(values, t)}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <Stack $gap={4}>
              <FormTextField name="name" label={t('library.manufacturers.fields.name')} required maxLength={200} autoComplete="off" />
              <FormTextField name="nameEn" label={t('library.manufacturers.fields.nameEn')} maxLength={200} autoComplete="off" />
              <FormTextField
                name="country"
                label={t('library.manufacturers.fields.country')}
                hint={t('library.manufacturers.hints.country')}
                maxLength={2}
                autoComplete="off"
              />
              <FormTextField
                name="website"
                label={t('library.manufacturers.fields.website')}
                hint={t('library.manufacturers.hints.website')}
                type="url"
                maxLength={500}
                autoComplete="off"
              />
              <FormErrorBanner />
              <div>
                <Button type="submit" disabled={submitting}>
                  {submitting ? t('library.working') : t('library.save')}
                </Button>{' '}
                <Button $variant="ghost" disabled={submitting} onClick={onClose}>
                  {t('library.cancel')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Form>
    </Modal>
  );
}
