import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { APP_CONFIG, ResolvedAppConfig } from '../../../config/app-config';
import { FilesRepository } from '../repositories/files.repository';
import { FILE_STORAGE, FileStorage } from '../storage/file-storage';
import { sweepOrphans } from '../storage/orphan-sweep';

/**
 * How long the start waits for the sweep: a small storage is swept before the first request is taken
 * (what the fault tests check); a large one is not allowed to hold the start up, and the rest of its
 * sweep goes on in the background.
 */
const START_BUDGET_MS = 10_000;

/**
 * Runs the sweep of stored objects without a `files` row (storage/orphan-sweep.ts) when the application
 * starts, on every instance (sweeps running side by side are harmless), and logs what it removed.
 */
@Injectable()
export class OrphanSweepService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('FilesSweep');
  private readonly stop = new AbortController();
  private running: Promise<void> = Promise.resolve();

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: ResolvedAppConfig,
    private readonly files: FilesRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.running = this.sweep();
    const budget = new AbortController();
    const finished = await Promise.race([
      this.running.then(() => true),
      delay(START_BUDGET_MS, false, { signal: budget.signal }).catch(() => false),
    ]);
    budget.abort();
    if (!finished) this.logger.log(`the sweep of stored files goes on in the background (longer than ${START_BUDGET_MS / 1000} s)`);
  }

  /** The application is closing: the sweep stops after its current batch. */
  async onModuleDestroy(): Promise<void> {
    this.stop.abort();
    await this.running;
  }

  private async sweep(): Promise<void> {
    const started = Date.now();
    try {
      const result = await sweepOrphans(this.storage, (ids) => this.files.recordedIds(ids), {
        graceMs: this.config.files.orphanGraceSeconds * 1000,
        startedAt: new Date(performance.timeOrigin),
        signal: this.stop.signal,
      });
      this.logger.log(
        `swept the stored files in ${Date.now() - started} ms: ${result.checked} checked, ${result.removed} without a files row removed, ` +
          `${result.unfinished} unfinished write(s) removed${this.stop.signal.aborted ? ' (stopped early: the application is closing)' : ''}`,
      );
    } catch (error) {
      // The storage or the database is not there right now: uploads will say so; the next start sweeps again.
      this.logger.warn(`could not sweep the stored files: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
