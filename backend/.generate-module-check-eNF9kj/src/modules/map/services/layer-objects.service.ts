import { Injectable } from '@nestjs/common';
import type { FieldError } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { LayerObjectDetailDto, LayerObjectDto } from '../dtos/layer-object.dto';
import type { LayerObjectsQuery } from '../dtos/layer-objects.query';
import type { MapObjectDetailRow, MapObjectListRow } from '../entities/map-object.row';
import { BBox, bboxContains, expandBBox } from '../geometry/bbox';
import { geometryIntersectsBox } from '../geometry/box-intersects';
import { clipShapeToBox } from '../geometry/clip-shape';
import type { GeoShape } from '../geometry/geo-shape';
import { exactGeometry, shapeVertexCount } from '../geometry/prepared-object';
import { hasVertexInBox } from '../geometry/vertex-in-box';
import { bandForZoom } from '../geometry/zoom-bands';
import type { MapLocale } from '../i18n/map-locale';
import { LAYER_CODES, LayerCode, MAX_LAYER_OBJECTS } from '../map.constants';
import { layerObjectNotFound, missingIdOrLayer } from '../map.exceptions';
import { MapObjectsRepository } from '../repositories/map-objects.repository';
import { LargeShapeCache } from './large-shape.cache';
import { LayerObjectsJsonWriter } from './layer-objects.json';

/** Shapes with more vertices than this are cut to the view (see clipShapeToBox); smaller ones travel whole. */
const CLIP_ABOVE_VERTICES = 256;
/** Margin added around the view before cutting, as a fraction of its size, so cut edges stay off-screen. */
const CLIP_MARGIN = 0.25;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public airspace map: what intersects a box at a zoom (simplified for the zoom, large shapes cut to
 * the view), and one object in full detail.
 */
@Injectable()
export class LayerObjectsService {
  constructor(
    private readonly repository: MapObjectsRepository,
    private readonly largeShapes: LargeShapeCache,
  ) {}

  /**
   * The `layers/objects` answer as JSON text (LayerObjectsResponseDto). Shapes whose box lies within the view
   * go out as the stored text, unparsed; only those reaching beyond it are parsed, tested exactly against
   * the view and, when large, cut to it. Names are in the request's language (the query picks the column).
   */
  async list(query: LayerObjectsQuery, locale: MapLocale): Promise<string> {
    const band = bandForZoom(query.zoomLevel);
    const rows = await this.repository.findInBox({
      box: query.boundingBox,
      zoom: query.zoomLevel,
      band,
      layers: query.layers,
      altitude: query.altitude,
      limit: MAX_LAYER_OBJECTS + 1,
      locale,
    });
    const truncated = rows.length > MAX_LAYER_OBJECTS;
    const view: View = { box: query.boundingBox, clipBox: expandBBox(query.boundingBox, CLIP_MARGIN), decimals: band.decimals };
    const answer = new LayerObjectsJsonWriter();
    for (const row of truncated ? rows.slice(0, MAX_LAYER_OBJECTS) : rows) {
      const shapeJson =
        row.shape_json === null ? await this.largeShapeJson(row, band.index, view) : smallShapeJson(row, row.shape_json, view);
      if (shapeJson !== null) answer.add(row, shapeJson);
    }
    return answer.finish({ truncated, zoomBand: band.index });
  }

  /** A large shape, from the cache: its stored text when it is within the view, else tested and cut. */
  private async largeShapeJson(row: MapObjectListRow, bandIndex: number, view: View): Promise<string | null> {
    const cached = await this.largeShapes.bandShape(row.id, row.version, bandIndex);
    if (!cached) return null;
    const box = rowBox(row);
    if (bboxContains(view.box, box)) return cached.json;
    if (!geometryIntersectsBox(cached.geometry, view.box)) return null;
    return whollyOrClipped(cached.shape, cached.json, box, view);
  }

  /**
   * `GET /public/map/layers/{id}/objects/{name}`: `id` is the object's id (or its key in the source, such as
   * an ICAO code) and `name` the layer's name. Blank values, and the "undefined"/"null" a client sends when
   * it has none, get the spec's text "No id or layername is present". Name and source are in `locale`.
   */
  async detail(id: string | undefined, layerName: string | undefined, locale: MapLocale): Promise<LayerObjectDetailDto> {
    const objectId = meaningful(id);
    const layerText = meaningful(layerName);
    if (!objectId || !layerText) throw missingIdOrLayer(missingParts(objectId, layerText));
    const layer = LAYER_CODES.find((code) => code === layerText.toUpperCase());
    if (!layer) throw FieldValidationException.single('name', `unknown layer "${layerText}"; expected any of ${LAYER_CODES.join(', ')}`);

    const row = UUID.test(objectId)
      ? await this.repository.findById(objectId, locale)
      : await this.repository.findByExternalId(layer, objectId, locale);
    if (!row || row.layer !== layer) throw layerObjectNotFound(objectId, layer);
    return toDetailDto(row);
  }
}

function meaningful(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed !== 'undefined' && trimmed !== 'null' ? trimmed : undefined;
}

/** Which part of a detail call was missing, for the field errors next to the spec's fixed text. */
function missingParts(id: string | undefined, layer: string | undefined): FieldError[] {
  const errors: FieldError[] = [];
  if (!id) errors.push({ field: 'id', error: 'is required' });
  if (!layer) errors.push({ field: 'name', error: 'is required (the layer name)' });
  return errors;
}

/** The view of a layers call: its box, the larger box shapes reaching far beyond it are cut to, and the band's precision. */
interface View {
  box: BBox;
  clipBox: BBox;
  decimals: number;
}

function rowBox(row: MapObjectListRow): BBox {
  return { minLng: row.min_lng, minLat: row.min_lat, maxLng: row.max_lng, maxLat: row.max_lat };
}

/**
 * A shape stored with its row: its text as it is when its box lies within the view (no parsing); else
 * parsed and tested exactly — a vertex in the view settles most at once, before a circle is made a 64-gon —
 * and null when it only grazes the view with its box.
 */
function smallShapeJson(row: MapObjectListRow, json: string, view: View): string | null {
  const box = rowBox(row);
  if (bboxContains(view.box, box)) return json;
  const shape = JSON.parse(json) as GeoShape;
  if (!hasVertexInBox(shape, view.box) && !geometryIntersectsBox(exactGeometry(shape), view.box)) return null;
  return whollyOrClipped(shape, json, box, view);
}

/** A shape that meets the view: cut to the view with a margin when it is large and reaches beyond that margin (`clipped: true`), else whole. */
function whollyOrClipped(shape: GeoShape, json: string, box: BBox, view: View): string | null {
  if (bboxContains(view.clipBox, box) || shapeVertexCount(shape) <= CLIP_ABOVE_VERTICES) return json;
  const clipped = clipShapeToBox(shape, view.clipBox, view.decimals);
  return clipped ? JSON.stringify(clipped) : null;
}

function toDto(row: MapObjectDetailRow, shape: GeoShape): LayerObjectDto {
  return {
    id: row.id,
    layer: row.layer as LayerCode,
    name: row.name,
    active: row.active,
    geoShape: shape as LayerObjectDto['geoShape'],
    properties: { ...row.properties, generated: row.generated },
  };
}

function toDetailDto(row: MapObjectDetailRow): LayerObjectDetailDto {
  return {
    ...toDto(row, row.shape),
    externalId: row.external_id,
    source: row.source,
    validFrom: row.valid_from ? new Date(row.valid_from).toISOString() : null,
    validTo: row.valid_to ? new Date(row.valid_to).toISOString() : null,
  };
}
