import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Individual drones: owned by a user, optionally built from a library model (whose figures they copy
 * and may adjust), with their photos and certificate scans. Registration numbers are unique across the
 * platform, compared without regard to case.
 *
 * `owner_id` is a users.id without a foreign key: migrations run in timestamp order and the users table
 * (1763820000000) is created after this range (17638004…) on a fresh database; users are never deleted.
 */
export class CreateDrones1763800400100 implements MigrationInterface {
  name = 'CreateDrones1763800400100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE drones (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL,
        model_id uuid REFERENCES drone_models (id),
        name varchar(150) NOT NULL,
        manufacturer varchar(200),
        serial_number varchar(100),
        registration_number varchar(50),
        issue_year smallint CHECK (issue_year BETWEEN 1950 AND 2200),
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
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (temperature_from <= temperature_to),
        CHECK (wind_speed_from <= wind_speed_to)
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX uq_drones_registration_number ON drones (upper(registration_number)) WHERE registration_number IS NOT NULL',
    );
    // The pilot's list: one owner's drones in the default order (CREATE_DATE, then id) straight off the index.
    await queryRunner.query('CREATE INDEX ix_drones_owner_created ON drones (owner_id, created_at, id)');
    // "Is this model in use?" when the library deletes a model.
    await queryRunner.query('CREATE INDEX ix_drones_model ON drones (model_id) WHERE model_id IS NOT NULL');
    await queryRunner.query(`
      CREATE TABLE drone_files (
        drone_id uuid NOT NULL REFERENCES drones (id) ON DELETE CASCADE,
        file_id uuid NOT NULL,
        kind varchar(24) NOT NULL CHECK (kind IN ('IMAGE', 'REGISTRATION_CERT', 'AIRWORTHINESS_CERT')),
        projection varchar(8) CHECK (projection IN ('FRONT', 'TOP', 'BOTTOM', 'LEFT', 'RIGHT', 'BACK')),
        position smallint NOT NULL DEFAULT 0,
        PRIMARY KEY (drone_id, file_id),
        CHECK ((kind = 'IMAGE') = (projection IS NOT NULL))
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX uq_drone_files_projection ON drone_files (drone_id, projection) WHERE projection IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE drone_files');
    await queryRunner.query('DROP TABLE drones');
  }
}
