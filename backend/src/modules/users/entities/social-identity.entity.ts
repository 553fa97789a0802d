import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A social account bound to a user: at most one per provider, and each account to one user only. */
@Entity({ name: 'user_social_identities' })
export class SocialIdentityEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  provider!: string;

  /** The account's id at the provider (its userinfo `sub`, `id` or `user_id`). */
  @Column({ name: 'external_id', type: 'text' })
  externalId!: string;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
