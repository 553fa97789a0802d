import { useEffect, useState } from 'react';
import type { MapLike } from './mapInstance';

/** Re-renders the caller on every frame the map renders (pan, zoom, resize); returns the frame count. */
export function useMapFrame(map: Pick<MapLike, 'on' | 'un'> | null): number {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (!map) return undefined;
    const listener = () => setFrame((n) => n + 1);
    map.on('postrender', listener);
    return () => {
      map.un('postrender', listener);
    };
  }, [map]);
  return frame;
}
