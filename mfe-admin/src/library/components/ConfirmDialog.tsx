import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';

/**
 * Asks before an irreversible action. The server's refusal (e.g. "the model is used by registered
 * drones") stays in the dialog, announced, so the admin learns why nothing happened.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}): ReactElement | null {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button $variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? t('library.working') : confirmLabel}
          </Button>
          <Button $variant="ghost" disabled={pending} onClick={onClose}>
            {t('library.cancel')}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      {error ? <p role="alert">{error}</p> : null}
    </Modal>
  );
}
