import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { EmploymentType, StaffRole } from '../domain/summary-scope';
import { UserEntity } from './user.entity';

/**
 * Where a user works: a company (juridical entity or individual entrepreneur, with staff roles) or an
 * authority. Owned by the users module until the company and authority modules exist; `organisationId`
 * will then reference their organisations.
 */
@Entity({ name: 'user_employments' })
export class EmploymentEntity {
  /** Exposed as the summary's `employment.employeeId`. */
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 32 })
  type!: EmploymentType;

  @Column({ name: 'organisation_id', type: 'uuid' })
  organisationId!: string;

  @Column({ name: 'organisation_name', type: 'text' })
  organisationName!: string;

  @Column({ name: 'staff_roles', type: 'text', array: true, default: () => "'{}'" })
  staffRoles!: StaffRole[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
