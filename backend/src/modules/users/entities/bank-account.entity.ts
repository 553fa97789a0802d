import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** An individual's bank requisites (profile "payment" tab); every field may be filled in steps. */
@Entity({ name: 'user_bank_accounts' })
export class BankAccountEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'account_number', type: 'varchar', length: 20, nullable: true })
  accountNumber!: string | null;

  @Column({ name: 'correspondent_account', type: 'varchar', length: 20, nullable: true })
  correspondentAccount!: string | null;

  @Column({ name: 'bank_name', type: 'varchar', length: 255, nullable: true })
  bankName!: string | null;

  @Column({ type: 'varchar', length: 9, nullable: true })
  kpp!: string | null;

  @Column({ type: 'varchar', length: 9, nullable: true })
  bik!: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
