import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink, EmptyState, isApiError, media, notify, PageHeading, QueryBoundary, Stack, useLocale } from '@nebo/shared-ui';
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
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
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
  return (
    <EmptyState
      title={t('drones.view.missingTitle')}
      description={t('drones.view.missingText')}
      action={<ButtonLink to={localize('/drones/')}>{t('drones.view.back')}</ButtonLink>}
    />
  );
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

  const onDelete = async (name: string) => {
    await remove.mutateAsync();
    setConfirming(false);
    notify.success(t('drones.delete.done', { name }));
    queryClient.removeQueries({ queryKey: dronesKeys.one(id) });
    await refreshAfterDroneChange(queryClient);
    navigate(localize('/drones/'));
  };

  const page = (found: NonNullable<typeof drone.data>): ReactElement => (
    <Stack $gap={5}>
      <PageHeading
        title={found.name}
        description={modelLabel(found.manufacturer, found.model?.name) || undefined}
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
        <DroneGallery images={found.imageInfos} />
        <DroneDetails drone={found} />
      </Layout>
      <div>
        <ButtonLink $variant="ghost" to={localize('/drones/')}>
          {t('drones.view.back')}
        </ButtonLink>
      </div>
      <DeleteDroneDialog
        name={found.name}
        open={confirming}
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => void onDelete(found.name).catch(() => undefined)}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
      />
    </Stack>
  );

  return (
    <QueryBoundary
      query={drone}
      loadingLabel={t('drones.view.loading')}
      errorTitle={t('drones.view.loadFailed')}
      retryLabel={t('drones.list.retry')}
      renderError={(error) => (isNotFound(error) ? <DroneMissing /> : null)}
    >
      {page}
    </QueryBoundary>
  );
}
