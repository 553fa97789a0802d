import type { LayerCode } from '../geo/types';

/**
 * One colour per layer, used by the canvas and WebGL renderers and by the legend, so what the legend
 * shows is what the map draws. Restrictive layers are warm, informative ones cool.
 */
export const LAYER_COLORS: Record<LayerCode, string> = {
  AIRPORTS: '#1d4ed8',
  CONTROL_AREAS: '#0891b2',
  ZONAL_CENTERS: '#7c3aed',
  BOUNDARIES: '#64748b',
  WEATHER_STATIONS: '#059669',
  RESTRICTED_ZONES: '#dc2626',
  DANGER_ZONES: '#ea580c',
  TEMPORARY_ZONES: '#ca8a04',
};

/** Layers drawn as areas with a fill; the others as outlines only (large administrative areas). */
export const OUTLINE_ONLY: ReadonlySet<LayerCode> = new Set(['ZONAL_CENTERS', 'BOUNDARIES']);

export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

export const BASE_COLORS = {
  /** Sea (the map's background), lakes, reservoirs. */
  water: '#cfe3f3',
  /** Lake and reservoir shores, a shade darker than the water so a lake reads as one on any land. */
  waterEdge: '#93bde0',
  river: '#7fb0db',
  waterLabel: '#2f6a9c',
  waterHalo: 'rgba(235, 243, 250, 0.9)',
  land: '#f6f4ee',
  countryBorder: '#9ca3af',
  regionBorder: '#c4c0b4',
  locality: '#374151',
  localityHalo: 'rgba(255, 255, 255, 0.85)',
};
