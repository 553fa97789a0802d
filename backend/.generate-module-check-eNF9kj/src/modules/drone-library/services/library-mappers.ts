import { MAIN_PROJECTION, PROJECTIONS } from '../domain/drone-characteristics';
import type { ImageInfoDto } from '../dtos/image-info.dto';
import type { ManufacturerDto } from '../dtos/manufacturer.dto';
import type { CharacteristicsViewDto, ModelDto } from '../dtos/model.dto';
import type { ManufacturerRow } from '../entities/manufacturer.row';
import type { CharacteristicsColumns, ModelRow } from '../entities/model.row';

/** A file as the files module describes it (spec File: id, url, filename). */
export interface FileView {
  id: string;
  url: string;
  filename: string | null;
}

export function toManufacturerDto(row: ManufacturerRow): ManufacturerDto {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    country: row.country,
    website: row.website,
    status: row.status,
    modelsCount: row.models_count,
    source: row.source,
    createDate: row.created_at.toISOString(),
    updateDate: row.updated_at.toISOString(),
  };
}

export function toCharacteristicsView(row: CharacteristicsColumns): CharacteristicsViewDto {
  return {
    droneType: row.drone_type,
    engineType: row.engine_type,
    engineCount: row.engine_count,
    weightClass: row.weight_class,
    maxTakeoffWeight: row.max_takeoff_weight,
    maxLiftingCapacity: row.max_lifting_capacity,
    maxDistance: row.max_distance,
    maxDuration: row.max_duration,
    maxHeight: row.max_height,
    maxHorizontalSpeed: row.max_horizontal_speed,
    maxVerticalSpeed: row.max_vertical_speed,
    temperature: { from: row.temperature_from, to: row.temperature_to },
    windSpeed: { from: row.wind_speed_from, to: row.wind_speed_to },
  };
}

/** Images in projection order (FRONT first), each flagged main when it is the FRONT one. */
export function toImageInfos(images: Array<{ projection: (typeof PROJECTIONS)[number]; file: FileView }>): ImageInfoDto[] {
  return [...images]
    .sort((a, b) => PROJECTIONS.indexOf(a.projection) - PROJECTIONS.indexOf(b.projection))
    .map(({ projection, file }) => ({
      id: file.id,
      main: projection === MAIN_PROJECTION,
      url: file.url,
      filename: file.filename,
      projection,
    }));
}

export function toModelDto(row: ModelRow, imageInfos: ImageInfoDto[]): ModelDto {
  return {
    id: row.id,
    name: row.name,
    manufacturer: {
      id: row.manufacturer_id,
      name: row.manufacturer_name,
      nameEn: row.manufacturer_name_en,
      country: row.manufacturer_country,
      status: row.manufacturer_status,
    },
    ...toCharacteristicsView(row),
    imageInfos,
    status: row.status,
    source: row.source,
    createDate: row.created_at.toISOString(),
    updateDate: row.updated_at.toISOString(),
  };
}
