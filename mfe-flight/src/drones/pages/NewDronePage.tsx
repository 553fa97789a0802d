import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, DroneForm, ModelPicker, notify, PageHeading, QueryBoundary, Stack, useLocale, valuesFromDefaults } from '@nebo/shared-ui';
import { refreshAfterDroneChange } from '../api/afterDroneChange';
import { individualDroneFormApi } from '../api/droneFormApi';
import { dronesKeys } from '../api/dronesApi';
import { NAMESPACE } from '../../namespace';

/**
 * /drones/new/ — pick a library model, then the drone form prefilled from it (GET library-defaults/{id}).
 * The picked model is kept in the address (`?model=`), so a reload does not lose it.
 */
export function NewDronePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const modelId = params.get('model');

  const defaults = useQuery({
    queryKey: dronesKeys.defaults(modelId ?? ''),
    queryFn: () => individualDroneFormApi.modelDefaults(modelId ?? ''),
    enabled: Boolean(modelId),
  });

  const chooseAgain = () => setParams(new URLSearchParams(), { replace: false });

  let content: ReactElement;
  if (!modelId) content = <ModelPicker onPick={(model) => setParams({ model: model.id })} />;
  else {
    content = (
      <QueryBoundary
        query={defaults}
        loadingLabel={t('drones.new.loadingModel')}
        errorTitle={t('drones.new.modelFailed')}
        retryLabel={t('drones.list.retry')}
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
              api={individualDroneFormApi}
              initialValues={valuesFromDefaults(found)}
              onCancel={() => navigate(localize('/drones/'))}
              onSaved={(drone) => {
                notify.success(t('drones.new.saved', { name: drone.name }));
                void refreshAfterDroneChange(queryClient);
                navigate(localize(`/drones/${drone.id}/`));
              }}
            />
          </Stack>
        )}
      </QueryBoundary>
    );
  }

  return (
    <Stack $gap={5}>
      <PageHeading title={t('drones.new.title')} description={modelId ? t('drones.new.formText') : t('drones.new.pickText')} />
      {content}
    </Stack>
  );
}
