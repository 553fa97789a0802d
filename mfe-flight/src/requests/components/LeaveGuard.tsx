import { useContext, useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { NAMESPACE } from '../../namespace';
import { ConfirmDialog } from './ConfirmDialog';

export interface LeaveGuardProps {
  /** There are unsaved changes. */
  when: boolean;
  /** Set to true right before a navigation the page makes itself (after a save or a delete). */
  bypass?: { current: boolean };
}

/** The question itself: react-router's blocker holds the navigation until the user answers. */
function BlockedNavigationDialog({ when, bypass }: LeaveGuardProps): ReactElement | null {
  const { t } = useTranslation(NAMESPACE);
  // Leaving to another path asks; a change of the query or hash on the same page does not.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && !bypass?.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('requests.leave.title')}
      confirmLabel={t('requests.leave.leave')}
      cancelLabel={t('requests.leave.stay')}
      confirmVariant="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t('requests.leave.text')}</p>
    </ConfirmDialog>
  );
}

/**
 * Asks before the user leaves a form with unsaved changes: a confirm dialog for navigation inside the
 * app (react-router's useBlocker, which needs the shell's data router), the browser's own prompt for a
 * reload or a closed tab. Under a plain router (some tests) only the browser prompt applies.
 */
export function LeaveGuard({ when, bypass }: LeaveGuardProps): ReactElement | null {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return dataRouter ? <BlockedNavigationDialog when={when} bypass={bypass} /> : null;
}
