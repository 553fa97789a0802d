import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from './Alert';
import { alertStore, useAlerts } from './alertStore';

const Corner = styled.section`
  position: fixed;
  /* Top-right, under the header: the bottom edge belongs to the cookie strip and mobile toolbars. */
  top: calc(${({ theme }) => theme.layout.headerHeight} + 12px);
  right: ${({ theme }) => theme.spacing(4)};
  z-index: ${({ theme }) => theme.zIndex.alerts};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  width: min(${({ theme }) => theme.layout.alertMaxWidth}, calc(100vw - 32px));
  max-width: ${({ theme }) => theme.layout.alertMaxWidth};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

/** The corner where alerts stack (max 350 px wide). A live region, so screen readers hear them. */
export function AlertContainer({ tickMs }: { tickMs?: number }): ReactElement {
  const { t } = useTranslation('ui');
  const alerts = useAlerts();
  return (
    <Corner aria-label={t('alerts.region')} aria-live="polite">
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          status={alert.status}
          title={alert.title}
          message={alert.message}
          tickMs={tickMs}
          onClose={() => alertStore.getState().remove(alert.id)}
        />
      ))}
    </Corner>
  );
}
