import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Modal } from './Modal';

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

/** A yes/no question (shared-ui's Modal: focus kept inside, Escape closes, focus returns); the failure, if any, stays in it. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  pending,
  failure,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  failure?: string;
  onConfirm: () => void;
  onCancel: () => void;
}): ReactElement {
  return (
    <Modal
      open
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button $variant="ghost" disabled={pending} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button $variant="danger" disabled={pending} aria-busy={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{children}</p>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
    </Modal>
  );
}
