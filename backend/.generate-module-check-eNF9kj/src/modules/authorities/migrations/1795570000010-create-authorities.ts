import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Authorities a flight is agreed with: the zonal centres (seeded) and local administrations (one per map
 * municipality, created on first use). `map_object_id` ties a municipality to its map object; a zonal centre
 * is found by its code, which is the map's ZONAL_CENTERS external id.
 */
export class CreateAuthorities1795570000010 implements MigrationInterface {
  name = 'CreateAuthorities1795570000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE authorities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type varchar(32) NOT NULL CHECK (type IN ('ZONAL_CENTER', 'LOCAL_GOVERNMENT')),
        code text NOT NULL UNIQUE,
        map_object_id text UNIQUE,
        organisation_id uuid,
        name_ru text NOT NULL,
        name_en text NOT NULL,
        contacts jsonb NOT NULL DEFAULT '[]'::jsonb,
        channels text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX ix_authorities_type ON authorities (type)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE authorities');
  }
}
