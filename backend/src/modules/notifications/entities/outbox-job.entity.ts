import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const OUTBOX_JOB_STATUSES = ['PENDING', 'PROCESSING', 'SENT', 'FAILED'] as const;
export type OutboxJobStatus = (typeof OUTBOX_JOB_STATUSES)[number];

/** One outbound effect waiting for (or done with) delivery; see the migration for the life cycle. */
@Entity({ name: 'outbox_jobs' })
export class OutboxJobEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** What to do with the payload (`email`). */
  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @Column({ type: 'text' })
  status!: OutboxJobStatus;

  @Column({ type: 'integer' })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt!: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
