import type { LayerObjectsMetaDto } from '../dtos/layer-object.dto';
import type { MapObjectListRow } from '../entities/map-object.row';

/** What the writer needs of a row. */
export type LayerObjectJsonRow = Pick<MapObjectListRow, 'id' | 'layer' | 'name' | 'active' | 'properties_json' | 'generated'>;

/**
 * Writes a `layers/objects` answer (LayerObjectsResponseDto) as JSON text. A city view carries hundreds of
 * shapes that the database hands over as ready JSON text; parsing them only to have the framework print
 * them again cost more than the query. The pieces are collected in one array and joined once at the end.
 * `shapeJson` must be a GeoShape as JSON text (a stored band shape, or one serialised by the caller); the
 * other values go through JSON.stringify, except the stored properties (see propertiesJson).
 */
export class LayerObjectsJsonWriter {
  private readonly parts: string[] = ['{"data":['];
  private written = 0;

  add(row: LayerObjectJsonRow, shapeJson: string): void {
    this.parts.push(
      this.written === 0 ? '{"id":' : ',{"id":',
      JSON.stringify(row.id),
      ',"layer":',
      JSON.stringify(row.layer),
      ',"name":',
      JSON.stringify(row.name),
      row.active === true ? ',"active":true,"geoShape":' : ',"active":false,"geoShape":',
      shapeJson,
      ',"properties":',
      propertiesJson(row.properties_json, row.generated),
      '}',
    );
    this.written++;
  }

  /** The whole answer; the writer is not to be used afterwards. */
  finish(meta: Omit<LayerObjectsMetaDto, 'totalCount'>): string {
    const full: LayerObjectsMetaDto = { totalCount: this.written, truncated: meta.truncated, zoomBand: meta.zoomBand };
    this.parts.push('],"meta":', JSON.stringify(full), '}');
    return this.parts.join('');
  }
}

/**
 * The object's properties with `generated` set from its row, as the DTO has them. The stored properties
 * arrive as the text the application wrote (JSON.stringify: compact, no key twice), so when they have no
 * "generated" the flag is appended to the text as it is; anything else goes the long way round.
 */
export function propertiesJson(stored: string, generated: boolean): string {
  const flag = generated ? '"generated":true}' : '"generated":false}';
  if (stored.startsWith('{') && stored.endsWith('}') && !stored.includes('"generated"')) {
    return /^\{\s*\}$/.test(stored) ? `{${flag}` : `${stored.slice(0, -1)},${flag}`;
  }
  return JSON.stringify({ ...(JSON.parse(stored) as Record<string, unknown>), generated });
}
