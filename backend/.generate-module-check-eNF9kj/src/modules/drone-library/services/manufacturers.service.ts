import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { Page, pageWindow, toPage } from '../../../common/pagination/page';
import { parseSort } from '../../../common/pagination/sort';
import type { LibraryStatus } from '../domain/library-status';
import type { ManufacturerQueryDto } from '../dtos/manufacturer-query.dto';
import type { ManufacturerSaveDto } from '../dtos/manufacturer-save.dto';
import type { ManufacturerDto } from '../dtos/manufacturer.dto';
import { manufacturerModelsInUse, manufacturerNotFound } from '../drone-library.exceptions';
import { ModelUsageRegistry } from '../ports/model-usage';
import { MANUFACTURER_SORT_COLUMNS, ManufacturersRepository } from '../repositories/manufacturers.repository';
import { toManufacturerDto } from './library-mappers';

/** Manufacturers of the drone library: any signed-in user reads, admins write (checked by the controller). */
@Injectable()
export class ManufacturersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly manufacturers: ManufacturersRepository,
    private readonly usage: ModelUsageRegistry,
  ) {}

  async list(query: ManufacturerQueryDto): Promise<Page<ManufacturerDto>> {
    const sort = parseSort(query.sort, MANUFACTURER_SORT_COLUMNS, 'CREATE_DATE');
    const { rows, total } = await this.manufacturers.list(query, sort, pageWindow(query.page, query.size));
    return toPage(rows.map(toManufacturerDto), total);
  }

  async get(id: string): Promise<ManufacturerDto> {
    const row = await this.manufacturers.findById(id);
    if (!row) throw manufacturerNotFound();
    return toManufacturerDto(row);
  }

  /** Creates, or updates the manufacturer with `id`; names are unique (ignoring case) among live ones. */
  async save(dto: ManufacturerSaveDto): Promise<ManufacturerDto> {
    const id = dto.id ?? null;
    if (id !== null && !(await this.manufacturers.findById(id))) throw manufacturerNotFound();
    if (await this.manufacturers.nameTaken(dto.name, id)) {
      throw FieldValidationException.single('name', 'a manufacturer with this name already exists');
    }
    const values = { name: dto.name, nameEn: dto.nameEn ?? null, country: dto.country ?? null, website: dto.website ?? null };
    const savedId = await this.uniqueName(() => (id === null ? this.manufacturers.insert(values) : this.update(id, values)));
    return this.get(savedId);
  }

  private async update(id: string, values: Parameters<ManufacturersRepository['update']>[1]): Promise<string> {
    if (!(await this.manufacturers.update(id, values))) throw manufacturerNotFound();
    return id;
  }

  /** Two admins saving the same name at once: the unique index decides, the loser gets the field error. */
  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw FieldValidationException.single('name', 'a manufacturer with this name already exists');
      }
      throw error;
    }
  }

  async setStatus(id: string, status: LibraryStatus): Promise<ManufacturerDto> {
    if (!(await this.manufacturers.setStatus(id, status))) throw manufacturerNotFound();
    return this.get(id);
  }

  /**
   * Deletes the manufacturer with its models, unless a registered drone uses one of them (409). The
   * manufacturer and its models are locked first, so no drone can pick one of them meanwhile.
   */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.manufacturers.findById(id, manager, true))) throw manufacturerNotFound();
      const modelIds = await this.manufacturers.lockLiveModelIds(id, manager);
      const drones = await this.usage.countUses(modelIds, manager);
      if (drones > 0) throw manufacturerModelsInUse(drones);
      await this.manufacturers.softDelete(id, manager);
    });
  }
}
