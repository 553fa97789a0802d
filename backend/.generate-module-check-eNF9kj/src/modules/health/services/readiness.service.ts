import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { databaseNotReachable } from '../health.exceptions';

/** Whether this instance can serve traffic: today that means the database answers. */
@Injectable()
export class ReadinessService {
  private readonly logger = new Logger(ReadinessService.name);

  constructor(private readonly dataSource: DataSource) {}

  async assertReady(): Promise<void> {
    try {
      if (!this.dataSource.isInitialized) throw new Error('the connection pool is closed');
      await this.dataSource.query('SELECT 1');
    } catch (error) {
      this.logger.warn(`Not ready: ${error instanceof Error ? error.message : String(error)}`);
      throw databaseNotReachable();
    }
  }
}
