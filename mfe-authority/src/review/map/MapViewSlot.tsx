import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteComponent } from '@nebo/shared-ui';
import type { MapViewContractVersion, MapViewProps } from '@nebo/mfe-map/types';
import { NAMESPACE } from '../../namespace';

/** The remote exposing the map, by its name in the deployment file (the page registers it, not us). */
export const MAP_REMOTE = 'mfe_map';

/** The map's contract the review page is written for: a raised version in mfe-map stops this compiling. */
const MAP_VIEW_CONTRACT: MapViewContractVersion = 1;

/** mfe_map's MapView, loaded at run time (docs/contracts.md, "Embedding another remote's component"). */
export function MapViewSlot(props: MapViewProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <RemoteComponent<MapViewProps>
      remote={MAP_REMOTE}
      expose="./MapView"
      contractVersion={MAP_VIEW_CONTRACT}
      props={props}
      failureTitle={t('review.map.unavailable')}
    />
  );
}

/** The OpenLayers map the MapView hands to `onMap` (its instance methods only: no OpenLayers of our own). */
export type MapInstance = NonNullable<Parameters<NonNullable<MapViewProps['onMap']>>[0]>;
