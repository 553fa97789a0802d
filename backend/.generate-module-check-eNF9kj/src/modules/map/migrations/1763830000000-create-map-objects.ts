import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Airspace map objects. No PostGIS (the embedded PostgreSQL has none): each object keeps its bounding box
 * as a built-in `box` with GiST indexes for the `&&` overlap test, its exact shape (`shape`, from which the
 * intersection tests done in code build their geometry), and precomputed simplified shapes per zoom band.
 *
 * One partial GiST index per zoom level up to 13 holds only the objects visible at that zoom
 * (`min_zoom <= zoom`), so a whole-country request at zoom 3 walks an index of the few large objects instead
 * of every small zone in the country, and reads no row it then throws away.
 */
const PARTIAL_INDEX_MAX_ZOOM = 13;

export class CreateMapObjects1763830000000 implements MigrationInterface {
  name = 'CreateMapObjects1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE map_objects (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        layer varchar(32) NOT NULL CHECK (layer IN (
          'AIRPORTS', 'CONTROL_AREAS', 'ZONAL_CENTERS', 'BOUNDARIES', 'WEATHER_STATIONS',
          'RESTRICTED_ZONES', 'DANGER_ZONES', 'TEMPORARY_ZONES')),
        external_id varchar(200) NOT NULL,
        name varchar(500) NOT NULL,
        kind varchar(32),
        active boolean NOT NULL DEFAULT true,
        valid_from timestamptz,
        valid_to timestamptz,
        shape_type varchar(16) NOT NULL CHECK (shape_type IN ('MARKER', 'CIRCLE', 'LASSO', 'POLYLINE', 'POLYGON', 'MULTIPOLYGON')),
        shape jsonb NOT NULL,
        shape_b0 jsonb,
        shape_b1 jsonb,
        shape_b2 jsonb,
        shape_b3 jsonb,
        vertex_count integer NOT NULL CHECK (vertex_count >= 1),
        min_lng double precision NOT NULL,
        min_lat double precision NOT NULL,
        max_lng double precision NOT NULL,
        max_lat double precision NOT NULL,
        bbox box GENERATED ALWAYS AS (box(point(min_lng, min_lat), point(max_lng, max_lat))) STORED,
        min_zoom smallint NOT NULL CHECK (min_zoom BETWEEN 0 AND 22),
        lower_limit_m double precision,
        upper_limit_m double precision,
        properties jsonb NOT NULL DEFAULT '{}'::jsonb,
        dataset varchar(64) NOT NULL,
        source text NOT NULL,
        generated boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_map_objects_layer_external_id UNIQUE (layer, external_id),
        CONSTRAINT ck_map_objects_bbox CHECK (
          min_lng BETWEEN -180 AND 180 AND max_lng BETWEEN -180 AND 180 AND min_lng <= max_lng AND
          min_lat BETWEEN -90 AND 90 AND max_lat BETWEEN -90 AND 90 AND min_lat <= max_lat),
        CONSTRAINT ck_map_objects_altitude_band CHECK (
          lower_limit_m IS NULL OR upper_limit_m IS NULL OR lower_limit_m <= upper_limit_m),
        CONSTRAINT ck_map_objects_validity CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from <= valid_to)
      )`);
    for (let zoom = 0; zoom <= PARTIAL_INDEX_MAX_ZOOM; zoom++) {
      await queryRunner.query(`CREATE INDEX ix_map_objects_bbox_z${zoom} ON map_objects USING gist (bbox) WHERE min_zoom <= ${zoom}`);
    }
    await queryRunner.query(`CREATE INDEX ix_map_objects_bbox ON map_objects USING gist (bbox)`);
    await queryRunner.query(`CREATE INDEX ix_map_objects_dataset ON map_objects (dataset)`);

    // Which version of each seeded dataset is loaded, so a start re-seeds only what changed.
    await queryRunner.query(`
      CREATE TABLE map_datasets (
        name varchar(64) PRIMARY KEY,
        version varchar(200) NOT NULL,
        object_count integer NOT NULL,
        loaded_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE map_datasets');
    await queryRunner.query('DROP TABLE map_objects');
  }
}
