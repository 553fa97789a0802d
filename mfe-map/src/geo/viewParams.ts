import type { LatLng } from './types';

/** The initial view from the query string; values out of range are ignored (the default view is used). */
export function viewFromSearch(search: URLSearchParams): { center?: LatLng; zoom?: number } {
  const number = (key: string) => {
    const text = search.get(key);
    return text !== null && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
  };
  const lat = number('lat');
  const lng = number('lng');
  const zoom = number('zoom');
  return {
    center: lat !== undefined && lng !== undefined && Math.abs(lat) <= 85 && Math.abs(lng) <= 180 ? { lat, lng } : undefined,
    zoom: zoom !== undefined && zoom >= 2 && zoom <= 18 ? zoom : undefined,
  };
}
