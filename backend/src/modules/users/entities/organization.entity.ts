import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The organisation an individual pilot works for (profile /profile/organization/); not a company account. */
@Entity({ name: 'user_organizations' })
export class OrganizationEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 10 })
  inn!: string;

  @Column({ type: 'varchar', length: 150 })
  position!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
