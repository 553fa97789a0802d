import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle as CircleStyle, Fill, RegularShape, Stroke, Style, Text } from 'ol/style';
import { getPointResolution } from 'ol/proj';
import { circlePolygon } from '../map/shapeGeometry';
import { toMapCoordinate } from '../map/projection';
import type { EditorState } from './editorState';
import { isArea } from './shapeRules';

const ROUTE = '#1583d6';
const shapeStyle = new Style({ fill: new Fill({ color: 'rgba(21, 131, 214, 0.15)' }), stroke: new Stroke({ color: ROUTE, width: 2.5 }) });
const invalidStyle = new Style({
  fill: new Fill({ color: 'rgba(192, 57, 43, 0.12)' }),
  stroke: new Stroke({ color: '#c0392b', width: 2.5, lineDash: [6, 4] }),
});
const vertexStyle = new Style({
  image: new CircleStyle({ radius: 6, fill: new Fill({ color: '#fff' }), stroke: new Stroke({ color: ROUTE, width: 2 }) }),
});
const selectedStyle = new Style({
  image: new CircleStyle({ radius: 8, fill: new Fill({ color: '#ffb020' }), stroke: new Stroke({ color: '#17212b', width: 2 }) }),
});

function roleStyle(label: string, color: string): Style {
  return new Style({
    image: new RegularShape({ points: 3, radius: 10, fill: new Fill({ color }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
    text: new Text({
      text: label,
      offsetY: -18,
      font: 'bold 12px system-ui, sans-serif',
      fill: new Fill({ color }),
      stroke: new Stroke({ color: '#fff', width: 3 }),
    }),
  });
}

/**
 * The corridor of a line: a stroke as wide as the corridor on the ground. Web Mercator stretches distances
 * by latitude, so the width in map units is taken at the line's first point, then divided by the view's
 * resolution as the map zooms.
 */
function corridorFeature(line: LineString, widthM: number): Feature {
  const metresPerUnit = getPointResolution('EPSG:3857', 1, line.getFirstCoordinate());
  const widthUnits = widthM / metresPerUnit;
  const feature = new Feature(line.clone());
  feature.set('kind', 'corridor');
  feature.setStyle(
    (_feature, resolution) =>
      new Style({
        stroke: new Stroke({
          color: 'rgba(21, 131, 214, 0.18)',
          width: Math.max(2, widthUnits / resolution),
          lineCap: 'round',
          lineJoin: 'round',
        }),
      }),
  );
  return feature;
}

/** The features that show an editor state: the shape, its corridor or circle, vertices and role points. */
export function featuresOf(state: EditorState, valid: boolean, roleLabels: { START: string; FINISH: string }): Feature[] {
  const { shape } = state;
  const features: Feature[] = [];
  const style = valid ? shapeStyle : invalidStyle;
  shape.rings.forEach((ring, ringIndex) => {
    if (ring.length === 0) return;
    const coordinates = ring.map(toMapCoordinate);
    if (shape.type === 'CIRCLE' && shape.radius > 0) {
      const circle = new Feature(circlePolygon(ring[0], shape.radius));
      circle.setStyle(style);
      features.push(circle);
    } else if (shape.type === 'POLYLINE' && coordinates.length >= 2) {
      const line = new LineString(coordinates);
      features.push(corridorFeature(line, shape.width));
      const feature = new Feature(line);
      feature.setStyle(style);
      features.push(feature);
    } else if (isArea(shape.type) && coordinates.length >= 2) {
      const feature = new Feature(coordinates.length >= 3 ? new Polygon([[...coordinates, coordinates[0]]]) : new LineString(coordinates));
      feature.setStyle(style);
      features.push(feature);
    }
    coordinates.forEach((coordinate, index) => {
      const vertex = new Feature(new Point(coordinate));
      vertex.set('kind', 'vertex');
      vertex.set('ring', ringIndex);
      vertex.set('index', index);
      const selected = state.selected?.ring === ringIndex && state.selected.index === index;
      vertex.setStyle(selected ? selectedStyle : vertexStyle);
      features.push(vertex);
    });
  });
  for (const [role, point] of [
    ['START', state.takeOff],
    ['FINISH', state.landing],
  ] as const) {
    if (!point) continue;
    const feature = new Feature(new Point(toMapCoordinate(point)));
    feature.set('kind', 'role');
    feature.set('role', role);
    feature.setStyle(roleStyle(roleLabels[role], role === 'START' ? '#23804a' : '#9a3412'));
    features.push(feature);
  }
  return features;
}

export function createDrawLayer() {
  const source = new VectorSource();
  const layer = new VectorLayer({
    source,
    properties: { name: 'route' },
    updateWhileInteracting: true,
    updateWhileAnimating: true,
    zIndex: 10,
  });
  return { source, layer };
}
