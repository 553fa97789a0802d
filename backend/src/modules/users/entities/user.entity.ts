import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Sex } from '../domain/person-identity';

/**
 * A platform user, created just in time on the first authenticated call from the token's claims and keyed
 * by the token subject. Holds the profile fields the platform itself owns (the identity provider owns the
 * password and the login).
 */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The token's `sub`. */
  @Column({ type: 'text', unique: true })
  subject!: string;

  /** The login at the identity provider (`preferred_username`), refreshed from the token. */
  @Column({ type: 'text' })
  login!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ type: 'text', nullable: true })
  locale!: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  sex!: Sex | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  patronymic!: string | null;

  /** YYYY-MM-DD; a date without time, so no time-zone shifts. */
  @Column({ name: 'birth_date', type: 'date', nullable: true })
  birthDate!: string | null;

  @Column({ name: 'birth_place', type: 'text', nullable: true })
  birthPlace!: string | null;

  @Column({ name: 'residence_address', type: 'text', nullable: true })
  residenceAddress!: string | null;

  /** A LOCALITIES dictionary id (the dictionaries module owns the list). */
  @Column({ name: 'locality_id', type: 'integer', nullable: true })
  localityId!: number | null;

  /** MISSION_CATEGORIES dictionary ids the user works in. */
  @Column({ name: 'mission_category_ids', type: 'integer', array: true, default: () => "'{}'" })
  missionCategoryIds!: number[];

  /** The avatar's id in the files module. */
  @Column({ name: 'avatar_file_id', type: 'uuid', nullable: true })
  avatarFileId!: string | null;

  /** When the user last changed their e-mail here; see UsersService.ensureUser for why it matters. */
  @Column({ name: 'email_changed_at', type: 'timestamptz', nullable: true })
  emailChangedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
