import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The website notifications of part 1's notification settings: one row per notice to one user, in both languages
 * (the reader's language is the page's, known only when it is read), removed with the user.
 */
export class CreateUserNotifications1795580000010 implements MigrationInterface {
  name = 'CreateUserNotifications1795580000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        category text NOT NULL CHECK (category IN ('FLIGHT_AGREEMENT_STATUS', 'EMERGENCY_MSG_DURING_FLIGHT', 'MARKETPLACE')),
        event text NOT NULL,
        title_ru text NOT NULL,
        title_en text NOT NULL,
        body_ru text NOT NULL,
        body_en text NOT NULL,
        link text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz NULL
      )`);
    await queryRunner.query('CREATE INDEX ix_user_notifications_user ON user_notifications (user_id, created_at DESC)');
    // The bell asks for the unread count every minute: a partial index keeps that answer small whatever the history.
    await queryRunner.query('CREATE INDEX ix_user_notifications_unread ON user_notifications (user_id) WHERE read_at IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE user_notifications');
  }
}
