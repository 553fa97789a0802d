import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink, EmptyState, ErrorState, isApiError, media, notify, PageHeading, PageSpinner, Stack, useLocale } from '@nebo/shared-ui';
import { refreshAfterDroneChange } from '../api/afterDroneChange';
import { deleteDrone, dronesKeys, fetchDrone } from '../api/dronesApi';
import { DeleteDroneDialog } from '../components/DeleteDroneDialog';
import { modelLabel } from '../components/modelLabel';
import { DroneDetails } from '../view/DroneDetails';
import { DroneGallery } from '../view/DroneGallery';
import { NAMESPACE } from '../../namespace';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  grid-template-columns: 1fr;
  ${media.up('lg')} { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** A drone that is not the caller's, or no longer exists, is a 404 from the server: said here, in the section. */
export function DroneMissing(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return <EmptyState title={t('drones.view.missingTitle')} description={t('drones.view.missingText')} action={<ButtonLink to={localize('/drones/')}>{t('drones.view.back')}</ButtonLink>} />;
}

export const isNotFound = (error: unknown) => isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);

/** /drones/{id}/ — the drone with its photos and every field; edit and delete (with confirmation). */
export function DronePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const [confirming, setConfirming] = useState(false);
  const drone = useQuery({ queryKey: dronesKeys.one(id), queryFn: () => fetchDrone(id) });
  const remove = useMutation({ mutationFn: () => deleteDrone(id) });

  if (drone.isPending) return <PageSpinner label={t('drones.view.loading')} />;
  if (drone.isError) {
    if (isNotFound(drone.error)) return <DroneMissing />;
    return <ErrorState title={t('drones.view.loadFailed')} message={drone.error.message} onRetry={() => void drone.refetch()} retryLabel={t('drones.list.retry')} />;
  }

  const onDelete = async () => {
    await remove.mutateAsync();
    setConfirming(false);
    notify.success(t('drones.delete.done', { name: drone.data.name }));
    queryClient.removeQueries({ queryKey: dronesKeys.one(id) });
    await refreshAfterDroneChange(queryClient);
    navigate(localize('/drones/'));
  };

  return (
    <Stack $gap={5}>
      <PageHeading
        title={drone.data.name}
        description={modelLabel(drone.data.manufacturer, drone.data.model?.name) || undefined}
        actions={
          <Actions>
            <ButtonLink to={localize(`/drones/${id}/edit/`)}>{t('drones.view.edit')}</ButtonLink>
            <Button $variant="danger" onClick={() => setConfirming(true)}>
              {t('drones.delete.open')}
            </Button>
          </Actions>
        }
      />
      <Layout>
        <DroneGallery images={drone.data.imageInfos} />
        <DroneDetails drone={drone.data} />
      </Layout>
      <div>
        <ButtonLink $variant="ghost" to={localize('/drones/')}>
          {t('drones.view.back')}
        </ButtonLink>
      </div>
      <DeleteDroneDialog
        name={drone.data.name}
        open={confirming}
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => void onDelete().catch(() => undefined)}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
      />
    </Stack>
  );
}
