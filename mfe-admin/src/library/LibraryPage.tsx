import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading, Stack, Tabs } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { ManufacturersPanel } from './manufacturers/ManufacturersPanel';
import { ModelsPanel } from './models/ModelsPanel';

/** /admin/library/ — the drone library pilots pick their drones from: models and manufacturers. */
export function LibraryPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'manufacturers' ? 'manufacturers' : 'models';
  return (
    <Stack $gap={5}>
      <PageHeading title={t('library.title')} description={t('library.description')} />
      <Tabs
        label={t('library.tabs')}
        selected={tab}
        onSelect={(id) => setParams(id === 'models' ? {} : { tab: id }, { replace: true })}
        items={[
          { id: 'models', label: t('library.models.title'), content: <ModelsPanel /> },
          { id: 'manufacturers', label: t('library.manufacturers.title'), content: <ManufacturersPanel /> },
        ]}
      />
    </Stack>
  );
}
