import { useCallback, type KeyboardEvent } from 'react';
import type { MapLike } from './mapInstance';

/** One arrow press moves the view by this many screen pixels. */
export const MAP_PAN_PIXELS = 96;

/**
 * The map from the keyboard: arrows pan, + (or =) and − (or _) zoom. The MapView leaves its keys to its owner; keys
 * pressed inside the map's own controls are theirs.
 */
export function useMapKeyboard(map: Pick<MapLike, 'getView'> | null): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!map || event.target !== event.currentTarget) return;
      const view = map.getView();
      const resolution = view.getResolution();
      const centre = view.getCenter();
      const zoom = view.getZoom();
      const step = resolution ? resolution * MAP_PAN_PIXELS : 0;
      const pans: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, step],
        ArrowDown: [0, -step],
      };
      if (pans[event.key] && centre) view.setCenter([centre[0] + pans[event.key][0], centre[1] + pans[event.key][1]]);
      else if ((event.key === '+' || event.key === '=') && zoom !== undefined) view.setZoom(zoom + 1);
      else if ((event.key === '-' || event.key === '_') && zoom !== undefined) view.setZoom(zoom - 1);
      else return;
      event.preventDefault();
    },
    [map],
  );
}
