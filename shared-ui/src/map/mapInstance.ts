import type { Coordinate, Extent } from './geometry';

/**
 * The parts of the OpenLayers map mfe_map's MapView hands to `onMap` that the helpers here use. Written structurally so
 * that shared-ui depends neither on `ol` nor on mfe-map: the consumers' `MapInstance` satisfies it as it is.
 */
export interface MapViewLike {
  getResolution(): number | undefined;
  getCenter(): number[] | undefined;
  getZoom(): number | undefined;
  setCenter(centre: Coordinate): void;
  setZoom(zoom: number): void;
  fit(extent: Extent, options: { padding: number[]; maxZoom: number; duration: number }): void;
}

export interface MapLike {
  getView(): MapViewLike;
  getSize(): unknown;
  getPixelFromCoordinate(coordinate: Coordinate): number[] | null;
  on(type: 'postrender', listener: () => void): unknown;
  un(type: 'postrender', listener: () => void): unknown;
  once(type: 'change:size', listener: () => void): unknown;
}

/** A map coordinate in screen pixels, or null while the map has not rendered a frame. */
export function pixelOf(map: Pick<MapLike, 'getPixelFromCoordinate'>, coordinate: Coordinate): Coordinate | null {
  const found = map.getPixelFromCoordinate(coordinate);
  return found ? [found[0], found[1]] : null;
}

export interface FitOptions {
  maxZoom: number;
  /** Pixels kept free around the extent on every side. */
  padding: number;
  duration: number;
}

/** Fits the view to the extent, waiting for the map's first size when it has none yet (fit needs one). */
export function fitMapTo(
  map: Pick<MapLike, 'getView' | 'getSize' | 'once'>,
  extent: Extent,
  { maxZoom, padding, duration }: FitOptions,
): void {
  const fit = () => map.getView().fit(extent, { padding: [padding, padding, padding, padding], maxZoom, duration });
  if (map.getSize()) fit();
  else map.once('change:size', fit);
}
