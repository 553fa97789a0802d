import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A binding in progress: the OAuth2 `state` and PKCE verifier, used once when the provider sends the user back. */
@Entity({ name: 'social_bind_requests' })
export class SocialBindRequestEntity {
  @PrimaryColumn({ type: 'text' })
  state!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  provider!: string;

  @Column({ name: 'redirect_url', type: 'text' })
  redirectUrl!: string;

  @Column({ name: 'code_verifier', type: 'text' })
  codeVerifier!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
