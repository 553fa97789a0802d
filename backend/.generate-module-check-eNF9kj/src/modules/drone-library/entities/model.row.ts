import type { DroneType, EngineType, Projection } from '../domain/drone-characteristics';
import type { LibraryStatus } from '../domain/library-status';
import type { WeightClass } from '../domain/weight-class';

/** The characteristic columns models and drones share. */
export interface CharacteristicsColumns {
  drone_type: DroneType | null;
  engine_type: EngineType | null;
  engine_count: number;
  weight_class: WeightClass | null;
  max_takeoff_weight: number | null;
  max_lifting_capacity: number | null;
  max_distance: number | null;
  max_duration: number | null;
  max_height: number | null;
  max_horizontal_speed: number | null;
  max_vertical_speed: number | null;
  temperature_from: number | null;
  temperature_to: number | null;
  wind_speed_from: number | null;
  wind_speed_to: number | null;
}

/** A `drone_models` row joined with its manufacturer, as the repository reads it. */
export interface ModelRow extends CharacteristicsColumns {
  id: string;
  manufacturer_id: string;
  manufacturer_name: string;
  manufacturer_name_en: string | null;
  manufacturer_country: string | null;
  manufacturer_status: LibraryStatus;
  name: string;
  status: LibraryStatus;
  source: string | null;
  created_at: Date;
  updated_at: Date;
}

/** One projection picture of a model (`drone_model_images`). */
export interface ModelImageRow {
  model_id: string;
  projection: Projection;
  file_id: string;
}
