import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The last known state of each submission channel: written after every send and by the periodic probe, read by
 * the page to mark a channel unavailable and offer another. One row per channel, overwritten (history is in the
 * deliveries and the case file).
 */
export class CreateChannelHealth1795570000060 implements MigrationInterface {
  name = 'CreateChannelHealth1795570000060';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE channel_health (
        channel text PRIMARY KEY CHECK (channel IN ('EMAIL', 'API_AZIMUT', 'SPPI')),
        healthy boolean NOT NULL,
        checked_at timestamptz NOT NULL,
        last_error text NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE channel_health');
  }
}
