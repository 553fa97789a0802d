import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Notification settings gain the COMPANY category (docs/requirements.md#decision-company-notices). */
export class CompanyNotificationCategory1795590500000 implements MigrationInterface {
  name = 'CompanyNotificationCategory1795590500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE user_notification_settings DROP CONSTRAINT user_notification_settings_category_check');
    await queryRunner.query(`
      ALTER TABLE user_notification_settings ADD CONSTRAINT user_notification_settings_category_check
        CHECK (category IN ('FLIGHT_AGREEMENT_STATUS', 'EMERGENCY_MSG_DURING_FLIGHT', 'MARKETPLACE', 'COMPANY'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM user_notification_settings WHERE category = 'COMPANY'`);
    await queryRunner.query('ALTER TABLE user_notification_settings DROP CONSTRAINT user_notification_settings_category_check');
    await queryRunner.query(`
      ALTER TABLE user_notification_settings ADD CONSTRAINT user_notification_settings_category_check
        CHECK (category IN ('FLIGHT_AGREEMENT_STATUS', 'EMERGENCY_MSG_DURING_FLIGHT', 'MARKETPLACE'))`);
  }
}
