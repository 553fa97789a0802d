import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The curated drone library: manufacturers and their models, each active, archived or deleted
 * (docs/requirements.md#drone-library). Deletion is a state (`deleted_at`), not a row removal, so records that pointed at a model keep
 * their history; deleted rows leave every list and read. `seed_key` is the natural key of seeded rows
 * (idempotent upserts); rows created by admins have none. Figures use the units of
 * domain/drone-characteristics.ts.
 */
export class CreateDroneLibrary1763800400000 implements MigrationInterface {
  name = 'CreateDroneLibrary1763800400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE drone_manufacturers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        name_en varchar(200),
        country varchar(2) CHECK (country ~ '^[A-Z]{2}$'),
        website varchar(500),
        status varchar(16) NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'ARCHIVED')),
        deleted_at timestamptz,
        source text,
        seed_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX uq_drone_manufacturers_name ON drone_manufacturers (lower(name)) WHERE deleted_at IS NULL',
    );
    await queryRunner.query(`
      CREATE TABLE drone_models (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        manufacturer_id uuid NOT NULL REFERENCES drone_manufacturers (id),
        name varchar(200) NOT NULL,
        drone_type varchar(16) CHECK (drone_type IN ('MULTICOPTER', 'FIXED_WING', 'HELICOPTER', 'HYBRID_VTOL')),
        engine_type varchar(16) CHECK (engine_type IN ('ELECTRIC', 'COMBUSTION', 'HYBRID')),
        engine_count smallint NOT NULL DEFAULT 1 CHECK (engine_count BETWEEN 1 AND 16),
        weight_class varchar(8) CHECK (weight_class IN ('LIGHT', 'MEDIUM', 'HEAVY')),
        max_takeoff_weight double precision CHECK (max_takeoff_weight > 0),
        max_lifting_capacity double precision CHECK (max_lifting_capacity >= 0),
        max_distance double precision CHECK (max_distance >= 0),
        max_duration double precision CHECK (max_duration >= 0),
        max_height double precision CHECK (max_height >= 0),
        max_horizontal_speed double precision CHECK (max_horizontal_speed >= 0),
        max_vertical_speed double precision CHECK (max_vertical_speed >= 0),
        temperature_from double precision CHECK (temperature_from BETWEEN -50 AND 50),
        temperature_to double precision CHECK (temperature_to BETWEEN -50 AND 50),
        wind_speed_from double precision CHECK (wind_speed_from BETWEEN 0 AND 40),
        wind_speed_to double precision CHECK (wind_speed_to BETWEEN 0 AND 40),
        status varchar(16) NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'ARCHIVED')),
        deleted_at timestamptz,
        source text,
        seed_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (temperature_from <= temperature_to),
        CHECK (wind_speed_from <= wind_speed_to)
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX uq_drone_models_name ON drone_models (manufacturer_id, lower(name)) WHERE deleted_at IS NULL',
    );
    // The library list filters by manufacturer; the default sort is the creation date.
    await queryRunner.query('CREATE INDEX ix_drone_models_manufacturer ON drone_models (manufacturer_id) WHERE deleted_at IS NULL');
    await queryRunner.query(`
      CREATE TABLE drone_model_images (
        model_id uuid NOT NULL REFERENCES drone_models (id) ON DELETE CASCADE,
        projection varchar(8) NOT NULL CHECK (projection IN ('FRONT', 'TOP', 'BOTTOM', 'LEFT', 'RIGHT', 'BACK')),
        file_id uuid NOT NULL,
        PRIMARY KEY (model_id, projection)
      )`);
    // A copied model shares its original's image files until replaced: deleting a file asks who else uses it.
    await queryRunner.query('CREATE INDEX ix_drone_model_images_file ON drone_model_images (file_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE drone_model_images');
    await queryRunner.query('DROP TABLE drone_models');
    await queryRunner.query('DROP TABLE drone_manufacturers');
  }
}
