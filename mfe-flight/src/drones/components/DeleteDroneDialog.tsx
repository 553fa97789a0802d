import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';

/** Asks before a drone is deleted; the server's refusal (e.g. a drone named in a request) is shown here. */
export function DeleteDroneDialog({
  name,
  open,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  name: string;
  open: boolean;
  pending: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}): ReactElement | null {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={open}
      title={t('drones.delete.title')}
      onClose={onClose}
      actions={
        <>
          <Button $variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? t('drones.delete.deleting') : t('drones.delete.confirm')}
          </Button>
          <Button $variant="ghost" disabled={pending} onClick={onClose}>
            {t('drones.form.cancel')}
          </Button>
        </>
      }
    >
      <p>{t('drones.delete.text', { name })}</p>
      {error ? <p role="alert">{error}</p> : null}
    </Modal>
  );
}
