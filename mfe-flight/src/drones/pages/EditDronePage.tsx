import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DroneForm, notify, PageHeading, QueryBoundary, Stack, useLocale, valuesFromDrone } from '@nebo/shared-ui';
import { refreshAfterDroneChange } from '../api/afterDroneChange';
import { individualDroneFormApi } from '../api/droneFormApi';
import { dronesKeys, fetchDrone } from '../api/dronesApi';
import { NAMESPACE } from '../../namespace';
import { DroneMissing, isNotFound } from './DronePage';

/** /drones/{id}/edit/ — the drone form with the drone's values, photos and scans. */
export function EditDronePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const drone = useQuery({ queryKey: dronesKeys.one(id), queryFn: () => fetchDrone(id) });

  return (
    <Stack $gap={5}>
      <PageHeading title={drone.data ? t('drones.edit.titleOf', { name: drone.data.name }) : t('drones.edit.title')} />
      <QueryBoundary
        query={drone}
        loadingLabel={t('drones.view.loading')}
        errorTitle={t('drones.view.loadFailed')}
        retryLabel={t('drones.list.retry')}
        renderError={(error) => (isNotFound(error) ? <DroneMissing /> : null)}
      >
        {(found) => (
          <DroneForm
            key={found.updateDate}
            api={individualDroneFormApi}
            initialValues={valuesFromDrone(found)}
            onCancel={() => navigate(localize(`/drones/${id}/`))}
            onSaved={(saved) => {
              notify.success(t('drones.edit.saved', { name: saved.name }));
              queryClient.setQueryData(dronesKeys.one(id), saved);
              void refreshAfterDroneChange(queryClient);
              navigate(localize(`/drones/${id}/`));
            }}
          />
        )}
      </QueryBoundary>
    </Stack>
  );
}
