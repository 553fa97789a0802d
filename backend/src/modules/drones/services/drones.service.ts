import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { Clock } from '../../../common/clock/clock';
import type { FieldError } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { Page, pageWindow, toPage } from '../../../common/pagination/page';
import { parseSort } from '../../../common/pagination/sort';
import { normaliseCharacteristics } from '../../drone-library/domain/characteristics';
import type { ModelRow } from '../../drone-library/entities/model.row';
import { modelNotFound } from '../../drone-library/drone-library.exceptions';
import { toCharacteristicsView } from '../../drone-library/services/library-mappers';
import { ModelsService } from '../../drone-library/services/models.service';
import { validatePart } from '../../drone-library/services/validate-part';
import { moscowDate } from '../../users/domain/moscow-date';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import { fillFromModel } from '../domain/fill-from-model';
import type { DroneQueryDto } from '../dtos/drone-query.dto';
import { DroneSaveDto } from '../dtos/drone-save.dto';
import type { DroneDefaultsDto, DroneDto, DroneListItemDto, DronePageDto } from '../dtos/drone.dto';
import type { DroneRow } from '../entities/drone.row';
import { REGISTRATION_NUMBER_TAKEN, droneNotFound, noModelId } from '../drones.exceptions';
import { DRONE_SORT_COLUMNS, DronesRepository } from '../repositories/drones.repository';
import { DroneFilesService } from './drone-files.service';

/** The pilot's own drones (docs/requirements.md#drones). Every call is scoped to the caller: others' drones are 404. */
@Injectable()
export class DronesService {
  constructor(
    private readonly drones: DronesRepository,
    private readonly files: DroneFilesService,
    private readonly attachments: AttachmentsService,
    private readonly models: ModelsService,
    private readonly clock: Clock,
  ) {}

  /** The hot path of the pilot's pages: a single query for the page, its total and its photos. */
  async find(ownerId: string, query: DroneQueryDto): Promise<DronePageDto> {
    const sort = parseSort(query.sort, DRONE_SORT_COLUMNS, 'CREATE_DATE');
    const { rows, total } = await this.drones.list(
      ownerId,
      { query: query.query, modelId: query.model, weightClass: query.weightClass, droneType: query.droneType },
      sort,
      pageWindow(query.page, query.size),
    );
    const data: DroneListItemDto[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      model: row.model_id && row.model_name ? { id: row.model_id, name: row.model_name } : null,
      manufacturer: row.manufacturer,
      serialNumber: row.serial_number,
      registrationNumber: row.registration_number,
      issueYear: row.issue_year,
      droneType: row.drone_type,
      weightClass: row.weight_class,
      maxTakeoffWeight: row.max_takeoff_weight,
      mainImage: this.files.mainImage(row),
      createDate: row.created_at.toISOString(),
    }));
    return toPage(data, total) as Page<DroneListItemDto>;
  }

  async get(ownerId: string, id: string): Promise<DroneDto> {
    const row = await this.drones.findOwned(id, ownerId);
    if (!row) throw droneNotFound();
    return this.toDto(row);
  }

  /** The drone form prefilled from a library model; without a model id, the spec's fixed 400. */
  async libraryDefaults(modelId: string | undefined): Promise<DroneDefaultsDto> {
    if (!modelId) throw noModelId();
    // Anything that is not a model id names no model: the same 404 as an unknown one.
    const model = isUUID(modelId) ? await this.models.findRow(modelId) : null;
    if (!model) throw modelNotFound();
    return {
      modelId: model.id,
      model: { id: model.id, name: model.name },
      name: model.name,
      manufacturer: model.manufacturer_name,
      ...toCharacteristicsView(model),
    };
  }

  async registrationNumberExists(registrationNumber: string, exceptId: string | undefined): Promise<{ exists: boolean }> {
    return { exists: await this.drones.registrationNumberTaken(registrationNumber, exceptId ?? null) };
  }

  /**
   * POST insertOrUpdate (multipart). Every rule is checked before the first write and reported at once;
   * the files of a failed request are removed by the upload interceptor, and files the drone drops are
   * purged after the commit.
   */
  async save(ownerId: string, upload: ReceivedUpload): Promise<DroneDto> {
    const dto = await validatePart(upload.json('drone'), DroneSaveDto);
    const droneId = dto.id ?? null;
    const current = droneId === null ? null : await this.drones.findOwned(droneId, ownerId);
    if (droneId !== null && !current) throw droneNotFound();
    const errors: FieldError[] = [];
    const model = await this.checkModel(dto.modelId ?? null, current, errors);
    const { characteristics, weightClass, errors: figureErrors } = normaliseCharacteristics(fillFromModel(dto, model));
    errors.push(...figureErrors);
    const thisYear = Number(moscowDate(this.clock.now()).slice(0, 4));
    if (dto.issueYear != null && dto.issueYear > thisYear)
      errors.push({ field: 'issueYear', error: `issueYear must not be later than ${thisYear}` });
    const registrationNumber = dto.registrationNumber ?? null;
    if (registrationNumber && (await this.drones.registrationNumberTaken(registrationNumber, droneId))) {
      errors.push({ field: 'registrationNumber', error: REGISTRATION_NUMBER_TAKEN });
    }
    const currentFiles = droneId === null ? [] : await this.drones.filesOf([droneId]);
    const { plan, errors: fileErrors } = this.files.plan(
      currentFiles,
      {
        images: dto.imageInfos ?? [],
        scans: { REGISTRATION_CERT: dto.registrationCertScans ?? [], AIRWORTHINESS_CERT: dto.airworthinessCertScans ?? [] },
      },
      upload,
    );
    errors.push(...fileErrors);
    if (errors.length > 0) throw new FieldValidationException(errors);

    const values = {
      ...characteristics,
      weightClass,
      modelId: model?.id ?? null,
      name: dto.name,
      manufacturer: dto.manufacturer !== undefined ? dto.manufacturer : (model?.manufacturer_name ?? null),
      serialNumber: dto.serialNumber ?? null,
      registrationNumber,
      issueYear: dto.issueYear ?? null,
    };
    const savedId = await this.attachments
      .transaction(async (tx) => {
        // The library cannot delete the model while this drone is being saved with it (FOR SHARE).
        if (model && !(await this.models.lockForDrone(model.id, tx.manager))) {
          throw FieldValidationException.single('modelId', 'no such drone model');
        }
        const saved = droneId ?? (await this.drones.insert(ownerId, values, tx.manager));
        if (droneId !== null && !(await this.drones.update(droneId, ownerId, values, tx.manager))) throw droneNotFound();
        await this.files.apply(tx, saved, plan, ownerId);
        return saved;
      })
      .catch((error: unknown) => {
        // Two pilots registering one number at once: the unique index decides, the loser gets the field error.
        if ((error as { code?: string; constraint?: string }).constraint === 'uq_drones_registration_number') {
          throw FieldValidationException.single('registrationNumber', REGISTRATION_NUMBER_TAKEN);
        }
        throw error;
      });
    return this.get(ownerId, savedId);
  }

  /**
   * The model must exist; a new drone (or one switching models) may only take an active model of an
   * active manufacturer, while a drone keeps the archived model it was built from.
   */
  private async checkModel(modelId: string | null, current: DroneRow | null, errors: FieldError[]): Promise<ModelRow | null> {
    if (modelId === null) return null;
    const model = await this.models.findRow(modelId);
    if (!model) {
      errors.push({ field: 'modelId', error: 'no such drone model' });
      return null;
    }
    const archived = model.status !== 'ACTIVE' || model.manufacturer_status !== 'ACTIVE';
    if (archived && current?.model_id !== modelId) errors.push({ field: 'modelId', error: 'this drone model is archived' });
    return model;
  }

  async delete(ownerId: string, id: string): Promise<void> {
    await this.attachments.transaction(async (tx) => {
      if (!(await this.drones.findOwned(id, ownerId, tx.manager, true))) throw droneNotFound();
      const files = await this.drones.filesOf([id], tx.manager);
      await this.drones.delete(id, ownerId, tx.manager);
      await this.files.release(tx, files);
    });
  }

  private async toDto(row: DroneRow): Promise<DroneDto> {
    const files = await this.files.view(await this.drones.filesOf([row.id]));
    return {
      id: row.id,
      name: row.name,
      modelId: row.model_id,
      model: row.model_id && row.model_name ? { id: row.model_id, name: row.model_name } : null,
      manufacturer: row.manufacturer,
      serialNumber: row.serial_number,
      registrationNumber: row.registration_number,
      issueYear: row.issue_year,
      ...toCharacteristicsView(row),
      ...files,
      createDate: row.created_at.toISOString(),
      updateDate: row.updated_at.toISOString(),
    };
  }
}
