import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Website notices gain the COMPANY category (docs/requirements.md#decision-company-notices). */
export class CompanyCategory1795590500010 implements MigrationInterface {
  name = 'CompanyCategory1795590500010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE user_notifications DROP CONSTRAINT user_notifications_category_check');
    await queryRunner.query(`
      ALTER TABLE user_notifications ADD CONSTRAINT user_notifications_category_check
        CHECK (category IN ('FLIGHT_AGREEMENT_STATUS', 'EMERGENCY_MSG_DURING_FLIGHT', 'MARKETPLACE', 'COMPANY'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM user_notifications WHERE category = 'COMPANY'`);
    await queryRunner.query('ALTER TABLE user_notifications DROP CONSTRAINT user_notifications_category_check');
    await queryRunner.query(`
      ALTER TABLE user_notifications ADD CONSTRAINT user_notifications_category_check
        CHECK (category IN ('FLIGHT_AGREEMENT_STATUS', 'EMERGENCY_MSG_DURING_FLIGHT', 'MARKETPLACE'))`);
  }
}
