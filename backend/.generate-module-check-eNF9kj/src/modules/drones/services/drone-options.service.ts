import { Injectable } from '@nestjs/common';
import type { DroneOwner } from '../domain/drone-owner';
import { DroneOptionsRepository } from '../repositories/drone-options.repository';
import { DronesRepository } from '../repositories/drones.repository';

export interface DroneOption {
  id: string;
  name: string;
  registrationNumber: string | null;
}

/**
 * What pickers, list filters and file readers above this module ask about one owner's drones (exported for
 * company-drones): short answers, each one query.
 */
@Injectable()
export class DroneOptionsService {
  constructor(
    private readonly options: DroneOptionsRepository,
    private readonly drones: DronesRepository,
  ) {}

  async pickerItems(owner: DroneOwner, query: string | undefined, limit: number): Promise<DroneOption[]> {
    const rows = await this.options.comboboxItems(owner, query, limit);
    return rows.map((row) => ({ id: row.id, name: row.name, registrationNumber: row.registration_number }));
  }

  manufacturers(owner: DroneOwner, query: string | undefined, limit: number): Promise<string[]> {
    return this.options.manufacturersOf(owner, query, limit);
  }

  models(owner: DroneOwner, query: string | undefined, limit: number): Promise<Array<{ id: string; name: string }>> {
    return this.options.modelsOf(owner, query, limit);
  }

  /** The owner of the drone that shows this file (photo or scan), or null when no drone does. */
  ownerOfFile(fileId: string): Promise<DroneOwner | null> {
    return this.drones.ownerOfFile(fileId);
  }
}
