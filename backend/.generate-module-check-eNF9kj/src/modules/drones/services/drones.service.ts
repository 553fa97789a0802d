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
import { type DroneOwner, asDroneOwner } from '../domain/drone-owner';
import { fillFromModel } from '../domain/fill-from-model';
import { CompanyDroneSaveDto } from '../dtos/company-drone-save.dto';
import type { DroneQueryDto } from '../dtos/drone-query.dto';
import { DroneSaveDto } from '../dtos/drone-save.dto';
import type { DroneDefaultsDto, DroneDto, DroneListItemDto, DronePageDto } from '../dtos/drone.dto';
import type { DroneRow } from '../entities/drone.row';
import { REGISTRATION_NUMBER_TAKEN, droneNotFound, noModelId } from '../drones.exceptions';
import { DRONE_SORT_COLUMNS, DronesRepository } from '../repositories/drones.repository';
import { COMPANY_SCAN_KINDS, DroneFilesService, type DroneFilesView, INDIVIDUAL_SCAN_KINDS, type ScanKind } from './drone-files.service';

/** A drone with every file its owner's kind keeps (the ownership proof is a company drone's). */
export type DroneView = DroneDto & Pick<DroneFilesView, 'ownershipProofScan'>;

/**
 * Who saves and with which form. Files are recorded as the acting user's (a company has no user of its own);
 * a company's form also carries the ownership proof.
 */
export interface DroneSaveContext {
  actingUserId: string;
  form: 'INDIVIDUAL' | 'COMPANY';
}

const FORMS = {
  INDIVIDUAL: { dto: DroneSaveDto, scanKinds: INDIVIDUAL_SCAN_KINDS },
  COMPANY: { dto: CompanyDroneSaveDto, scanKinds: COMPANY_SCAN_KINDS },
} as const satisfies Record<DroneSaveContext['form'], { dto: typeof DroneSaveDto; scanKinds: readonly ScanKind[] }>;

/**
 * Drones of their owners (docs/requirements.md#drones, #company-drones): a pilot's or a company's. Every call is
 * scoped to the owner: others' drones are 404. An owner given as a bare id is a pilot (see asDroneOwner).
 */
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
  async find(owner: DroneOwner | string, query: DroneQueryDto & { manufacturer?: string }): Promise<DronePageDto> {
    const sort = parseSort(query.sort, DRONE_SORT_COLUMNS, 'CREATE_DATE');
    const { rows, total } = await this.drones.list(
      owner,
      {
        query: query.query,
        modelId: query.model,
        weightClass: query.weightClass,
        droneType: query.droneType,
        manufacturer: query.manufacturer,
      },
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

  async get(owner: DroneOwner | string, id: string): Promise<DroneDto> {
    const { ownershipProofScan: _proof, ...drone } = await this.view(owner, id);
    return drone;
  }

  async view(owner: DroneOwner | string, id: string): Promise<DroneView> {
    const row = await this.drones.findOwned(id, owner);
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
  async save(userId: string, upload: ReceivedUpload): Promise<DroneDto> {
    return this.get(userId, await this.store(userId, upload, { actingUserId: userId, form: 'INDIVIDUAL' }));
  }

  /** The save itself, for any owner; answers the drone's id. */
  async store(ownerOrUserId: DroneOwner | string, upload: ReceivedUpload, context: DroneSaveContext): Promise<string> {
    const owner = asDroneOwner(ownerOrUserId);
    const form = FORMS[context.form];
    const dto: DroneSaveDto & Partial<Pick<CompanyDroneSaveDto, 'ownershipProofScan'>> = await validatePart(upload.json('drone'), form.dto);
    const droneId = dto.id ?? null;
    const current = droneId === null ? null : await this.drones.findOwned(droneId, owner);
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
        scans: {
          REGISTRATION_CERT: dto.registrationCertScans ?? [],
          AIRWORTHINESS_CERT: dto.airworthinessCertScans ?? [],
          OWNERSHIP_PROOF: dto.ownershipProofScan ? [dto.ownershipProofScan] : [],
        },
      },
      upload,
      form.scanKinds,
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
        const saved = droneId ?? (await this.drones.insert(owner, values, tx.manager));
        if (droneId !== null && !(await this.drones.update(droneId, owner, values, tx.manager))) throw droneNotFound();
        await this.files.apply(tx, saved, plan, context.actingUserId);
        return saved;
      })
      .catch((error: unknown) => {
        // Two owners registering one number at once: the unique index decides, the loser gets the field error.
        if ((error as { code?: string; constraint?: string }).constraint === 'uq_drones_registration_number') {
          throw FieldValidationException.single('registrationNumber', REGISTRATION_NUMBER_TAKEN);
        }
        throw error;
      });
    return savedId;
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

  async delete(owner: DroneOwner | string, id: string): Promise<void> {
    await this.attachments.transaction(async (tx) => {
      if (!(await this.drones.findOwned(id, owner, tx.manager, true))) throw droneNotFound();
      const files = await this.drones.filesOf([id], tx.manager);
      await this.drones.delete(id, owner, tx.manager);
      await this.files.release(tx, files);
    });
  }

  private async toDto(row: DroneRow): Promise<DroneView> {
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
