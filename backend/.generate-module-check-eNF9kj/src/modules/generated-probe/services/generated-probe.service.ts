import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import type { GeneratedProbeInputDto } from '../dtos/generated-probe-input.dto';
import type { GeneratedProbeDto } from '../dtos/generated-probe.dto';
import type { GeneratedProbeRow } from '../entities/generated-probe.row';
import { generatedProbeNotFound } from '../generated-probe.exceptions';
import { GeneratedProbeRepository } from '../repositories/generated-probe.repository';

/** The use cases; the caller arrives as its user id, resolved by the auth guard. */
@Injectable()
export class GeneratedProbeService {
  constructor(
    private readonly repository: GeneratedProbeRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<GeneratedProbeDto[]> {
    return (await this.repository.listOwned(userId)).map(toDto);
  }

  /** Another user's item is not found, exactly like a missing one: ids give nothing away. */
  async get(userId: string, id: string): Promise<GeneratedProbeDto> {
    const row = await this.repository.findOwned(userId, id);
    if (!row) throw generatedProbeNotFound();
    return toDto(row);
  }

  async create(userId: string, input: GeneratedProbeInputDto): Promise<GeneratedProbeDto> {
    return toDto(await this.repository.insert(userId, { title: input.title.trim(), createdAt: this.clock.now() }));
  }
}

function toDto(row: GeneratedProbeRow): GeneratedProbeDto {
  return { id: row.id, title: row.title, createdAt: row.createdAt.toISOString() };
}
