// What the base layer draws at a given resolution (metres per pixel), kept apart from OpenLayers' style
// classes so the rules are unit-tested.

/** The kinds of feature in the shipped base layer (scripts/build-base-layer.mjs). */
export type BaseKind = 'land' | 'country' | 'water' | 'river' | 'region' | 'locality';

/**
 * Drawing order inside the base layer, whatever the file's order: the world's coarse land, countries, then
 * lakes and seas on them, rivers, region boundaries over the water, localities on top. A higher z-index
 * also wins label decluttering, so a town's name is kept over a lake's when the two collide.
 */
export const BASE_Z_INDEX: Readonly<Record<BaseKind, number>> = { land: 0, country: 1, water: 2, river: 3, region: 4, locality: 5 };

/**
 * The world's 1:110m land is only drawn at 5 km a pixel and coarser (the country-wide views), where its
 * ~10 km of imprecision is two pixels; closer in, the detailed countries alone say where the coast is.
 */
export const showsWorldLand = (resolution: number): boolean => resolution > 5000;

/** Smallest population whose locality is shown: smaller towns appear as the map zooms in. */
export function localityThreshold(resolution: number): number {
  if (resolution > 4000) return 1_000_000;
  if (resolution > 1500) return 250_000;
  if (resolution > 600) return 50_000;
  return 0;
}

/** Rivers are hairlines over the whole country and thicken as the map zooms in. */
export function riverWidth(resolution: number): number {
  if (resolution > 4000) return 0.8;
  if (resolution > 1000) return 1.2;
  if (resolution > 250) return 1.6;
  return 2.2;
}

/** A water body's name needs at least this many pixels of its shape across, so small lakes stay unnamed. */
export const WATER_LABEL_MIN_PX = 56;

/**
 * Whether a named lake or sea is labelled: only once it is large on screen (so the Caspian is named on the
 * country-wide view and Lake Ilmen only closer in), and not at street scales (under 40 m a pixel), where
 * its shore is all the view shows and the towns around it say more.
 */
export function showsWaterLabel(name: string | undefined, widthMetres: number, heightMetres: number, resolution: number): boolean {
  if (!name) return false;
  const across = Math.max(widthMetres, heightMetres) / resolution;
  return across >= WATER_LABEL_MIN_PX && resolution > 40;
}
