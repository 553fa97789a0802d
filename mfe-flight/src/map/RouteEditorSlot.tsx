import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteComponent } from '@nebo/shared-ui';
import type { RouteEditorContractVersion, RouteEditorProps } from '@nebo/mfe-map/types';
import { NAMESPACE } from '../namespace';

/** The remote exposing the editor, by its name in the deployment file (the page registers it, not us). */
export const MAP_REMOTE = 'mfe_map';

/**
 * The editor's contract the flight request form is written for. Typed with mfe-map's published version:
 * when mfe-map raises it, this stops compiling until the form is brought up to date.
 */
export const ROUTE_EDITOR_CONTRACT: RouteEditorContractVersion = 1;

/**
 * mfe_map's route editor, loaded at run time (docs/contracts.md, "Embedding another remote's component").
 * The flight request form renders this with the editor's own props; `onChange` hands back the route in
 * the shape the flight request stores, `onSnapshotReady` (optional: an editor without it gives no picture) a picture of it for saving.
 */
export function RouteEditorSlot(props: RouteEditorProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <RemoteComponent<RouteEditorProps>
      remote={MAP_REMOTE}
      expose="./RouteEditor"
      contractVersion={ROUTE_EDITOR_CONTRACT}
      props={props}
      failureTitle={t('routeEditor.unavailable')}
    />
  );
}
