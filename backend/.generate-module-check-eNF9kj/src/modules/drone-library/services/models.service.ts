import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { Page, pageWindow, toPage } from '../../../common/pagination/page';
import { parseSort } from '../../../common/pagination/sort';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import { normaliseCharacteristics } from '../domain/characteristics';
import type { LibraryStatus } from '../domain/library-status';
import type { ModelQueryDto } from '../dtos/model-query.dto';
import { ModelSaveDto } from '../dtos/model-save.dto';
import type { ModelDto } from '../dtos/model.dto';
import type { ModelRow } from '../entities/model.row';
import { modelInUse, modelNotFound } from '../drone-library.exceptions';
import { ModelUsageRegistry } from '../ports/model-usage';
import { ManufacturersRepository } from '../repositories/manufacturers.repository';
import { MODEL_SORT_COLUMNS, ModelsRepository } from '../repositories/models.repository';
import { LibraryImagesService } from './library-images.service';
import { toModelDto } from './library-mappers';
import { validatePart } from './validate-part';

/** The copy suffix of GET copy/{id}: the copy is shown in the Russian-first library until renamed. */
export const COPY_SUFFIX = ' (копия)';

/** Models of the drone library: any signed-in user reads, admins write (checked by the controller). */
@Injectable()
export class ModelsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly models: ModelsRepository,
    private readonly manufacturers: ManufacturersRepository,
    private readonly images: LibraryImagesService,
    private readonly attachments: AttachmentsService,
    private readonly usage: ModelUsageRegistry,
  ) {}

  async list(query: ModelQueryDto): Promise<Page<ModelDto>> {
    const sort = parseSort(query.sort, MODEL_SORT_COLUMNS, 'CREATE_DATE');
    const { rows, total } = await this.models.list(
      { ...query, manufacturerId: query.manufacturer },
      sort,
      pageWindow(query.page, query.size),
    );
    return toPage(await this.withImages(rows), total);
  }

  async get(id: string): Promise<ModelDto> {
    const row = await this.models.findById(id);
    if (!row) throw modelNotFound();
    const [dto] = await this.withImages([row]);
    return dto;
  }

  /** The model's row, for modules that build on the library (a drone's defaults). */
  async findRow(id: string): Promise<ModelRow | null> {
    return this.models.findById(id);
  }

  /**
   * An unsaved copy to edit: the same figures and pictures, no id, the name marked " (копия)". Nothing is
   * written until the admin saves it (so abandoned copies leave no drafts behind); saving keeps the
   * pictures by id, shared with the original until one of them replaces its own.
   */
  async copy(id: string): Promise<ModelDto> {
    const original = await this.get(id);
    return {
      ...original,
      id: null,
      name: `${original.name}${COPY_SUFFIX}`.slice(0, 200),
      status: 'ACTIVE',
      source: null,
      createDate: null,
      updateDate: null,
    };
  }

  /**
   * POST save (multipart: `model` JSON, pictures `images.<PROJECTION>`) by the admin `userId`, who is
   * recorded as the new pictures' owner. Everything is validated before the first write; the files of a
   * failed request are removed by the upload interceptor.
   */
  async save(userId: string, upload: ReceivedUpload): Promise<ModelDto> {
    const dto = await validatePart(upload.json('model'), ModelSaveDto);
    const id = dto.id ?? null;
    const { characteristics, weightClass, errors } = normaliseCharacteristics(dto);
    if (errors.length > 0) throw new FieldValidationException(errors);
    const current = id === null ? null : await this.models.findById(id);
    if (id !== null && !current) throw modelNotFound();
    if (!(await this.manufacturers.findById(dto.manufacturerId))) {
      throw FieldValidationException.single('manufacturerId', 'no such drone manufacturer');
    }
    if (await this.models.nameTaken(dto.manufacturerId, dto.name, id)) {
      throw FieldValidationException.single('name', 'this manufacturer already has a model with this name');
    }
    const plan = await this.images.plan(dto.imageInfos ?? [], upload);
    const modelId = await this.uniqueName(() =>
      this.attachments.transaction(async (tx) => {
        const values = { ...characteristics, manufacturerId: dto.manufacturerId, name: dto.name, weightClass };
        const savedId = id ?? (await this.models.insert(values, tx.manager));
        if (id !== null && !(await this.models.update(id, values, tx.manager))) throw modelNotFound();
        await this.images.apply(tx, savedId, plan, userId);
        return savedId;
      }),
    );
    return this.get(modelId);
  }

  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw FieldValidationException.single('name', 'this manufacturer already has a model with this name');
      }
      throw error;
    }
  }

  async setStatus(id: string, status: LibraryStatus): Promise<ModelDto> {
    if (!(await this.models.setStatus(id, status))) throw modelNotFound();
    return this.get(id);
  }

  /** Deletes the model unless a registered drone uses it (409); the row lock keeps new drones off meanwhile. */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.models.findById(id, manager, 'FOR UPDATE'))) throw modelNotFound();
      const drones = await this.usage.countUses([id], manager);
      if (drones > 0) throw modelInUse(drones);
      await this.models.softDelete(id, manager);
    });
  }

  /** Locks a model for a drone being saved (FOR SHARE: many drones at once, but no deletion meanwhile). */
  async lockForDrone(id: string, manager: EntityManager): Promise<ModelRow | null> {
    return this.models.findById(id, manager, 'FOR SHARE');
  }

  private async withImages(rows: ModelRow[]): Promise<ModelDto[]> {
    const infos = await this.images.imageInfosOf(rows.map((row) => row.id));
    return rows.map((row) => toModelDto(row, infos.get(row.id) ?? []));
  }
}
