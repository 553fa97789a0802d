import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { FileAccessType } from '../files.constants';

/** Metadata of a stored object; the content lives in the FileStorage under objectKey(id). */
@Entity({ name: 'files' })
export class FileEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** The client's file name (no path), for display and Content-Disposition. */
  @Column({ type: 'varchar', length: 255 })
  filename!: string;

  /** Derived from the content, never taken from the client. */
  @Column({ name: 'content_type', type: 'varchar', length: 128 })
  contentType!: string;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  size!: number;

  @Column({ type: 'char', length: 64 })
  sha256!: string;

  @Column({ name: 'access_type', type: 'varchar', length: 16 })
  accessType!: FileAccessType;

  /** users.id of the uploader. */
  @Column({ name: 'owner_user_id', type: 'uuid' })
  ownerUserId!: string;

  @Column({ name: 'storage_key', type: 'text' })
  storageKey!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
