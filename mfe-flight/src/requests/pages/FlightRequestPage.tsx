import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  Button,
  ButtonLink,
  EmptyState,
  errorMessageOf,
  isApiError,
  notify,
  PageHeading,
  QueryBoundary,
  Stack,
  useLocale,
} from '@nebo/shared-ui';
import { deleteFlightRequest, fetchFlightRequest, flightRequestKeys, type FlightRequest } from '../api/flightRequestsApi';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FlightRequestForm } from '../form/FlightRequestForm';
import { valuesFromRequest } from '../form/flightForm';
import { StatusBadge } from '../list/StatusBadge';
import { FlightRequestView } from '../view/FlightRequestView';
import { NAMESPACE } from '../../namespace';

const isNotFound = (error: unknown) => isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);

function RequestMissing(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <EmptyState
      title={t('requests.page.missingTitle')}
      description={t('requests.page.missingText')}
      action={<ButtonLink to={localize('/flight/requests/')}>{t('requests.page.toList')}</ButtonLink>}
    />
  );
}

/** The saved request: the form while it is editable, else its read-only view with the printed forms. */
function RequestScreen({ request }: { request: FlightRequest }): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leaveBypass = useRef(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const initialValues = useMemo(() => valuesFromRequest(request), [request]);

  const store = (next: FlightRequest) => {
    queryClient.setQueryData(flightRequestKeys.one(next.id), next);
    void queryClient.invalidateQueries({ queryKey: ['flight-requests', 'list'] });
  };

  const remove = async () => {
    setDeleting(true);
    setDeleteError(undefined);
    try {
      await deleteFlightRequest(request.id);
      notify.success(t('requests.delete.deleted', { name: request.name }));
      queryClient.removeQueries({ queryKey: flightRequestKeys.one(request.id) });
      void queryClient.invalidateQueries({ queryKey: ['flight-requests', 'list'] });
      leaveBypass.current = true;
      navigate(localize('/flight/requests/'));
    } catch (error) {
      setDeleteError(errorMessageOf(error, i18n));
      setDeleting(false);
    }
  };

  const copy = (
    <Button $variant="ghost" onClick={() => navigate(localize(`/flight/new/?copy=${encodeURIComponent(request.id)}`))}>
      {t('requests.page.copy')}
    </Button>
  );

  return (
    <Stack $gap={5}>
      <PageHeading title={request.name || t('requests.page.title')} description={undefined} />
      <div>
        <StatusBadge status={request.status} />
      </div>
      {request.editable ? (
        <FlightRequestForm
          initialValues={initialValues}
          request={request}
          leaveBypass={leaveBypass}
          onSaved={(saved) => {
            notify.success(t('requests.page.saved'));
            store(saved);
          }}
          onConverted={store}
          extraActions={
            <>
              {copy}
              {request.deletable ? (
                <Button $variant="ghost" onClick={() => setConfirmDelete(true)}>
                  {t('requests.page.delete')}
                </Button>
              ) : null}
            </>
          }
        />
      ) : (
        <>
          <FlightRequestView request={request} />
          <div>{copy}</div>
        </>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('requests.delete.title')}
        confirmLabel={deleting ? t('requests.delete.deleting') : t('requests.delete.confirm')}
        cancelLabel={t('requests.actions.cancel')}
        confirmVariant="danger"
        pending={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>{t('requests.delete.text', { name: request.name })}</p>
        {deleteError ? <p role="alert">{deleteError}</p> : null}
      </ConfirmDialog>
    </Stack>
  );
}

/** /flight/requests/{id}/ — another pilot's request or a missing one is a 404 shown here. */
export function FlightRequestPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const request = useQuery({ queryKey: flightRequestKeys.one(id), queryFn: () => fetchFlightRequest(id) });
  return (
    <QueryBoundary
      query={request}
      loadingLabel={t('requests.page.loading')}
      errorTitle={t('requests.page.loadFailed')}
      retryLabel={t('requests.retry')}
      renderError={(error) => (isNotFound(error) ? <RequestMissing /> : null)}
    >
      {(found) => <RequestScreen key={found.id} request={found} />}
    </QueryBoundary>
  );
}
