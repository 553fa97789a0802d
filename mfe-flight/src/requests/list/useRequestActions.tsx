import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, errorMessageOf, Modal, notify, useLocale } from '@nebo/shared-ui';
import { deleteFlightRequest, fetchCopy, flightRequestsKeys, type FlightRequestListItem } from './flightRequestsApi';
import { nameOf } from './labels';
import { NAMESPACE } from '../../namespace';

/**
 * Where a copy opens: the new-request form at `/flight/new/?copy={id}` (NewFlightRequestPage reads `copy`
 * and asks GET …/{id}/copy-flight-request itself, so a reload keeps the copy), with the copy the list has
 * just fetched in the router state `{ copyOf: id, copy }` for a form that wants to skip asking again.
 */
export const copyPath = (id: string): string => `/flight/new/?copy=${encodeURIComponent(id)}`;

export interface CopyRouterState {
  copyOf: string;
  copy: unknown;
}

export interface RequestActions {
  copy: (item: FlightRequestListItem) => void;
  /** The id being copied, while the copy is fetched. */
  copyingId: string | null;
  askDelete: (item: FlightRequestListItem) => void;
  /** The confirm dialog, rendered once by the page. */
  dialog: ReactElement;
}

/** Copy and delete of a list item, shared by every view. */
export function useRequestActions(): RequestActions {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [doomed, setDoomed] = useState<FlightRequestListItem | null>(null);

  const copying = useMutation({
    mutationFn: (item: FlightRequestListItem) => fetchCopy(item.id),
    onSuccess: (copy, item) => {
      const state: CopyRouterState = { copyOf: item.id, copy };
      navigate(localize(copyPath(item.id)), { state });
    },
    onError: (error, item) => notify.error(errorMessageOf(error, i18n) ?? '', t('requestsList.copyFailed', { name: nameOf(item, t) })),
  });

  const deleting = useMutation({
    mutationFn: (item: FlightRequestListItem) => deleteFlightRequest(item.id),
    onSuccess: async (_, item) => {
      setDoomed(null);
      notify.success(t('requestsList.deleteDialog.done', { name: nameOf(item, t) }));
      await queryClient.invalidateQueries({ queryKey: flightRequestsKeys.all });
    },
  });

  const close = () => {
    if (deleting.isPending) return;
    deleting.reset();
    setDoomed(null);
  };

  const dialog = (
    <Modal
      open={doomed !== null}
      title={t('requestsList.deleteDialog.title')}
      onClose={close}
      actions={
        <>
          <Button $variant="danger" disabled={deleting.isPending} onClick={() => doomed && deleting.mutate(doomed)}>
            {deleting.isPending ? t('requestsList.deleteDialog.deleting') : t('requestsList.deleteDialog.confirm')}
          </Button>
          <Button $variant="ghost" disabled={deleting.isPending} onClick={close}>
            {t('requestsList.deleteDialog.cancel')}
          </Button>
        </>
      }
    >
      <p>{t('requestsList.deleteDialog.text', { name: doomed ? nameOf(doomed, t) : '' })}</p>
      {deleting.isError ? <p role="alert">{errorMessageOf(deleting.error, i18n)}</p> : null}
    </Modal>
  );

  return {
    copy: (item) => copying.mutate(item),
    copyingId: copying.isPending ? (copying.variables?.id ?? null) : null,
    askDelete: (item) => {
      deleting.reset();
      setDoomed(item);
    },
    dialog,
  };
}
