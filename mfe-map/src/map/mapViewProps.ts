import type BaseLayer from 'ol/layer/Base';
import type OlMap from 'ol/Map';
import type { KeyboardEvent, ReactNode } from 'react';
import type { LatLng } from '../geo/types';

/**
 * Props and handle of the map (`mfe_map/MapView`). Published to other remotes through src/types.ts, so
 * this file imports types only (OpenLayers' among them: a consumer adding layers needs them anyway).
 */
export interface MapViewProps {
  /** Accessible name of the map (a region a screen-reader user can jump to). */
  label: string;
  language: 'ru' | 'en';
  center?: LatLng;
  zoom?: number;
  /** Extra layers above the base layer; they are added when the map exists and removed with it. */
  layers?: BaseLayer[];
  onMap?: (map: OlMap | null) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Overlaid on the map (toolbars, hints). */
  children?: ReactNode;
  testId?: string;
}

export interface MapViewHandle {
  map: OlMap | null;
}
