import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DroneForm, notify, PageHeading, QueryBoundary, Stack, useLocale, valuesFromDrone } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { refreshAfterCompanyDroneChange } from './afterChange';
import { CompanyDroneMissing, isNotFound } from './CompanyDronePage';
import { companyDroneFormApi, companyDroneKeys, companyFileGroups, fetchCompanyDrone } from './companyDronesApi';

/** /company/profile/drones/{id}/edit/ (company admins) — the shared drone form with the drone's values, photos and scans. */
export function EditCompanyDronePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const drone = useQuery({ queryKey: companyDroneKeys.one(id), queryFn: () => fetchCompanyDrone(id) });
  const groups = companyFileGroups(t('drones.ownershipProof'), t('drones.ownershipProofHint'));
  const view = localize(`/company/profile/drones/${id}/`);

  return (
    <Stack $gap={5}>
      <PageHeading title={drone.data ? t('drones.edit.titleOf', { name: drone.data.name }) : t('drones.edit.title')} />
      <QueryBoundary
        query={drone}
        loadingLabel={t('drones.view.loading')}
        errorTitle={t('drones.view.loadFailed')}
        retryLabel={t('drones.retry')}
        renderError={(error) => (isNotFound(error) ? <CompanyDroneMissing /> : null)}
      >
        {(found) => (
          <DroneForm
            key={found.updateDate}
            api={companyDroneFormApi}
            fileGroups={groups}
            initialValues={valuesFromDrone(found, groups)}
            onCancel={() => navigate(view)}
            onSaved={(saved) => {
              notify.success(t('drones.edit.saved', { name: saved.name }));
              queryClient.setQueryData(companyDroneKeys.one(id), saved);
              void refreshAfterCompanyDroneChange(queryClient);
              navigate(view);
            }}
          />
        )}
      </QueryBoundary>
    </Stack>
  );
}
