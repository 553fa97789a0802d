import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People a user admits to fly their drones. `owner_user_id` holds users.id without a foreign key: this
 * runs before the users table exists.
 */
export class CreateAdmittedPersons1763800200300 implements MigrationInterface {
  name = 'CreateAdmittedPersons1763800200300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admitted_persons (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_user_id uuid NOT NULL,
        last_name varchar(100) NOT NULL,
        first_name varchar(100) NOT NULL,
        patronymic varchar(100),
        birth_date date NOT NULL,
        phone varchar(11) NOT NULL CHECK (phone ~ '^7[0-9]{10}$'),
        email varchar(254) NOT NULL,
        document_type_code varchar(32) NOT NULL,
        document_series varchar(20),
        document_number varchar(150) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX ix_admitted_persons_owner ON admitted_persons (owner_user_id, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE admitted_persons');
  }
}
