import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { FieldError, errorBody } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { LayerObjectDetailDto, LayerObjectDto, LayerObjectsResponseDto } from '../dtos/layer-object.dto';
import type { LayerObjectsQuery } from '../dtos/layer-objects.query';
import type { MapObjectDetailRow, MapObjectListRow } from '../entities/map-object.row';
import { BBox, bboxContains, bboxToPolygon, expandBBox } from '../geometry/bbox';
import { clipShapeToBox } from '../geometry/clip-shape';
import type { GeoShape, StoredGeometry } from '../geometry/geo-shape';
import { geometriesIntersect } from '../geometry/intersects';
import { exactGeometry, shapeVertexCount } from '../geometry/prepared-object';
import { bandForZoom } from '../geometry/zoom-bands';
import { LAYER_CODES, LayerCode, MAX_LAYER_OBJECTS } from '../map.constants';
import { MapObjectsRepository } from '../repositories/map-objects.repository';
import { LargeShapeCache } from './large-shape.cache';

/** Shapes with more vertices than this are cut to the view (see clipShapeToBox); smaller ones travel whole. */
const CLIP_ABOVE_VERTICES = 256;
/** Margin added around the view before cutting, as a fraction of its size, so cut edges stay off-screen. */
const CLIP_MARGIN = 0.25;

export const NO_ID_OR_LAYER_NAME = 'No id or layername is present';

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

  async list(query: LayerObjectsQuery): Promise<LayerObjectsResponseDto> {
    const band = bandForZoom(query.zoomLevel);
    const rows = await this.repository.findInBox({
      box: query.boundingBox,
      zoom: query.zoomLevel,
      band,
      layers: query.layers,
      altitude: query.altitude,
      limit: MAX_LAYER_OBJECTS + 1,
    });
    const truncated = rows.length > MAX_LAYER_OBJECTS;
    const data: LayerObjectDto[] = [];
    const clipBox = expandBBox(query.boundingBox, CLIP_MARGIN);
    for (const row of truncated ? rows.slice(0, MAX_LAYER_OBJECTS) : rows) {
      const stored = row.shape ? { shape: row.shape } : await this.largeShapes.bandShape(row.id, row.version, band.index);
      const shape = stored && visibleShape(row, stored, query.boundingBox, clipBox);
      if (shape) data.push(toDto(row, shape));
    }
    return { data, meta: { totalCount: data.length, truncated, zoomBand: band.index } };
  }

  /**
   * `GET /public/map/layers/{id}/objects/{name}`: `id` is the object's id (or its key in the source, such as
   * an ICAO code) and `name` the layer's name. Blank values, and the "undefined"/"null" a client sends when
   * it has none, get the spec's text "No id or layername is present".
   */
  async detail(id: string | undefined, layerName: string | undefined): Promise<LayerObjectDetailDto> {
    const objectId = meaningful(id);
    const layerText = meaningful(layerName);
    if (!objectId || !layerText) throw missingIdOrLayer(objectId, layerText);
    const layer = LAYER_CODES.find((code) => code === layerText.toUpperCase());
    if (!layer) throw FieldValidationException.single('name', `unknown layer "${layerText}"; expected any of ${LAYER_CODES.join(', ')}`);

    const row = UUID.test(objectId) ? await this.repository.findById(objectId) : await this.repository.findByExternalId(layer, objectId);
    if (!row || row.layer !== layer) throw new NotFoundException(`No object ${objectId} in layer ${layer}`);
    return toDetailDto(row);
  }
}

function meaningful(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed !== 'undefined' && trimmed !== 'null' ? trimmed : undefined;
}

/** The spec's fixed text is the message; the field errors say which part was missing. */
function missingIdOrLayer(id: string | undefined, layer: string | undefined): BadRequestException {
  const errors: FieldError[] = [];
  if (!id) errors.push({ field: 'id', error: 'is required' });
  if (!layer) errors.push({ field: 'name', error: 'is required (the layer name)' });
  return new BadRequestException(errorBody(400, NO_ID_OR_LAYER_NAME, errors));
}

/**
 * The shape to send for a row whose box overlaps the view: null when the shape itself misses the view
 * (its box only grazed it), cut to the view with a margin when it is large and reaches beyond it.
 */
function visibleShape(row: MapObjectListRow, stored: { shape: GeoShape; geometry?: StoredGeometry }, view: BBox, clipBox: BBox): GeoShape | null {
  const { shape } = stored;
  const rowBox: BBox = { minLng: row.min_lng, minLat: row.min_lat, maxLng: row.max_lng, maxLat: row.max_lat };
  if (bboxContains(view, rowBox)) return shape;
  if (!geometriesIntersect(stored.geometry ?? exactGeometry(shape), bboxToPolygon(view))) return null;
  if (shapeVertexCount(shape) <= CLIP_ABOVE_VERTICES || bboxContains(clipBox, rowBox)) return shape;
  return clipShapeToBox(shape, clipBox);
}

function toDto(row: Pick<MapObjectListRow, 'id' | 'layer' | 'name' | 'active' | 'properties' | 'generated'>, shape: GeoShape): LayerObjectDto {
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
