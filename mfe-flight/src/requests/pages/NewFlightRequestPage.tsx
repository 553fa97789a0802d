import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify, PageHeading, QueryBoundary, Stack, useLocale } from '@nebo/shared-ui';
import { fetchCopy, fetchDefaultRequest, flightRequestKeys, type FlightRequest, type FlightRequestInput } from '../api/flightRequestsApi';
import { FlightRequestForm } from '../form/FlightRequestForm';
import { emptyValues, valuesFromRequest } from '../form/flightForm';
import { NAMESPACE } from '../../namespace';

/** GET request/default is a convenience (defaults, the pilot's phone): without it the form starts empty. */
async function defaultsOrEmpty(): Promise<FlightRequestInput | null> {
  try {
    return await fetchDefaultRequest();
  } catch {
    return null;
  }
}

/**
 * /flight/new/ — a new request, from the defaults or (`?copy={id}`) as a copy of another with its dates
 * cleared. The first save creates it and opens its own address, /flight/requests/{id}/.
 */
export function NewFlightRequestPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const copyOf = params.get('copy');
  const leaveBypass = useRef(false);
  // The list hands over the copy it has just fetched (router state `{ copyOf, copy }`); a reload asks again.
  const handedOver = useLocation().state as { copyOf?: string; copy?: FlightRequestInput } | null;
  const copied = copyOf && handedOver?.copyOf === copyOf && handedOver.copy ? handedOver.copy : undefined;

  const start = useQuery<FlightRequestInput | null>({
    queryKey: copyOf ? flightRequestKeys.copy(copyOf) : flightRequestKeys.defaults,
    queryFn: () => (copyOf ? fetchCopy(copyOf) : defaultsOrEmpty()),
    initialData: copied,
    staleTime: copied ? Infinity : 0,
    gcTime: 0,
  });
  const initialValues = useMemo(() => {
    if (!start.data) return emptyValues();
    // A new request: whatever ids the answer carries (a copy's) are not this request's.
    const values = valuesFromRequest(start.data);
    return {
      ...values,
      id: undefined,
      general: { ...values.general, id: null },
      reserved: values.reserved.map((interval) => ({ ...interval, id: null })),
      routeImage: [],
    };
  }, [start.data]);

  const onSaved = (saved: FlightRequest) => {
    notify.success(t('requests.new.saved', { name: saved.name }));
    queryClient.setQueryData(flightRequestKeys.one(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: ['flight-requests', 'list'] });
    leaveBypass.current = true;
    navigate(localize(`/flight/requests/${saved.id}/`), { replace: true });
  };

  return (
    <Stack $gap={5}>
      <PageHeading title={copyOf ? t('requests.new.copyTitle') : t('requests.new.title')} description={t('requests.new.description')} />
      <QueryBoundary
        query={start}
        loadingLabel={t('requests.new.loading')}
        errorTitle={t('requests.new.loadFailed')}
        retryLabel={t('requests.retry')}
      >
        {() => (
          <FlightRequestForm
            key={copyOf ?? 'new'}
            initialValues={initialValues}
            request={null}
            leaveBypass={leaveBypass}
            onSaved={onSaved}
            onConverted={() => undefined}
          />
        )}
      </QueryBoundary>
    </Stack>
  );
}
