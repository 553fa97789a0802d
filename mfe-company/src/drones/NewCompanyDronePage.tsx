import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, DroneForm, ModelPicker, notify, PageHeading, QueryBoundary, Stack, useLocale, valuesFromDefaults } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { refreshAfterCompanyDroneChange } from './afterChange';
import { companyDroneFormApi, companyDroneKeys, companyFileGroups } from './companyDronesApi';

/**
 * /company/profile/drones/new/ (company admins) — pick a library model, then the shared drone form prefilled from it
 * (GET drone/default/?modelId=) with the company's proof of ownership. The model stays in the address (`?model=`).
 */
export function NewCompanyDronePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const modelId = params.get('model');
  const groups = companyFileGroups(t('drones.ownershipProof'), t('drones.ownershipProofHint'));

  const defaults = useQuery({
    queryKey: companyDroneKeys.defaults(modelId ?? ''),
    queryFn: () => companyDroneFormApi.modelDefaults(modelId ?? ''),
    enabled: Boolean(modelId),
  });

  const chooseAgain = () => setParams(new URLSearchParams());

  const content = !modelId ? (
    <ModelPicker onPick={(model) => setParams({ model: model.id })} />
  ) : (
    <QueryBoundary
      query={defaults}
      loadingLabel={t('drones.new.loadingModel')}
      errorTitle={t('drones.new.modelFailed')}
      retryLabel={t('drones.retry')}
      errorActions={
        <Button $variant="secondary" onClick={chooseAgain}>
          {t('drones.new.chooseAnother')}
        </Button>
      }
    >
      {(found) => (
        <Stack $gap={4}>
          <div>
            <Button $variant="ghost" $size="sm" onClick={chooseAgain}>
              {t('drones.new.chooseAnother')}
            </Button>
          </div>
          <DroneForm
            key={modelId}
            api={companyDroneFormApi}
            fileGroups={groups}
            initialValues={valuesFromDefaults(found, groups)}
            onCancel={() => navigate(localize('/company/profile/drones/'))}
            onSaved={(drone) => {
              notify.success(t('drones.new.saved', { name: drone.name }));
              void refreshAfterCompanyDroneChange(queryClient);
              navigate(localize(`/company/profile/drones/${drone.id}/`));
            }}
          />
        </Stack>
      )}
    </QueryBoundary>
  );

  return (
    <Stack $gap={5}>
      <PageHeading title={t('drones.new.title')} description={modelId ? t('drones.new.formText') : t('drones.new.pickText')} />
      {content}
    </Stack>
  );
}
