import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  ConfirmDialog,
  Button,
  ButtonLink,
  EmptyState,
  FormSection,
  isApiError,
  media,
  notify,
  PageHeading,
  QueryBoundary,
  Stack,
  useLocale,
} from '@nebo/shared-ui';
import { errorText } from '../employees/errorText';
import { useCompany } from '../layout/CompanyContext';
import { NAMESPACE } from '../namespace';
import { refreshAfterCompanyDroneChange } from './afterChange';
import { CompanyDroneDetails, CompanyDronePhotos } from './CompanyDroneDetails';
import { companyDroneKeys, deleteCompanyDrone, fetchCompanyDrone, type CompanyDroneDto } from './companyDronesApi';
import { modelLabel } from './droneBits';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export const isNotFound = (error: unknown) => isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);

/** Another company's drone, or one deleted meanwhile, is a 404 from the server: said here, in the section. */
export function CompanyDroneMissing(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <EmptyState
      title={t('drones.view.missingTitle')}
      description={t('drones.view.missingText')}
      action={<ButtonLink to={localize('/company/profile/drones/')}>{t('drones.view.back')}</ButtonLink>}
    />
  );
}

/** /company/profile/drones/{id}/ — a company drone with its photos, fields and documents; admins edit and delete it. */
export function CompanyDronePage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAdmin } = useCompany();
  const { id = '' } = useParams();
  const [confirming, setConfirming] = useState(false);
  const drone = useQuery({ queryKey: companyDroneKeys.one(id), queryFn: () => fetchCompanyDrone(id) });
  const remove = useMutation({ mutationFn: () => deleteCompanyDrone(id) });
  const list = localize('/company/profile/drones/');

  const onDelete = async (name: string) => {
    await remove.mutateAsync();
    setConfirming(false);
    notify.success(t('drones.delete.done', { name }));
    queryClient.removeQueries({ queryKey: companyDroneKeys.one(id) });
    await refreshAfterCompanyDroneChange(queryClient);
    navigate(list);
  };

  const page = (found: CompanyDroneDto): ReactElement => (
    <Stack $gap={5}>
      <PageHeading
        title={found.name}
        description={modelLabel(found.manufacturer, found.model?.name) || undefined}
        actions={
          isAdmin ? (
            <Actions>
              <ButtonLink to={localize(`/company/profile/drones/${id}/edit/`)}>{t('drones.view.edit')}</ButtonLink>
              <Button $variant="danger" onClick={() => setConfirming(true)}>
                {t('drones.delete.open')}
              </Button>
            </Actions>
          ) : null
        }
      />
      <Layout>
        <FormSection aria-label={t('drones.view.photos')}>
          <CompanyDronePhotos drone={found} />
        </FormSection>
        <FormSection aria-label={t('drones.view.identity')}>
          <CompanyDroneDetails drone={found} />
        </FormSection>
      </Layout>
      <div>
        <ButtonLink $variant="ghost" to={list}>
          {t('drones.view.back')}
        </ButtonLink>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('drones.delete.title')}
          confirmLabel={t('drones.delete.confirm')}
          cancelLabel={t('drones.delete.cancel')}
          pending={remove.isPending}
          failure={remove.error ? errorText(remove.error, t) : undefined}
          onConfirm={() => void onDelete(found.name).catch(() => undefined)}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
        >
          {t('drones.delete.text', { name: found.name })}
        </ConfirmDialog>
      ) : null}
    </Stack>
  );

  return (
    <QueryBoundary
      query={drone}
      loadingLabel={t('drones.view.loading')}
      errorTitle={t('drones.view.loadFailed')}
      retryLabel={t('drones.retry')}
      renderError={(error) => (isNotFound(error) ? <CompanyDroneMissing /> : null)}
    >
      {page}
    </QueryBoundary>
  );
}
