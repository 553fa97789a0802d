import { Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { EntityManager } from 'typeorm';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import type { FieldError } from '../../../common/errors/error-body';
import { FILE_LIMIT_5_MB } from '../../files/files.constants';
import type { ReceivedUpload as Upload } from '../../files/multipart/received-upload';
import type { StagedFile, UploadSpec } from '../../files/multipart/upload-spec';
import { FilesService } from '../../files/services/files.service';
import { PROJECTIONS, type Projection } from '../domain/drone-characteristics';
import type { ImageInfoDto, KeptImageDto } from '../dtos/image-info.dto';
import { ModelsRepository } from '../repositories/models.repository';
import { toImageInfos } from './library-mappers';

/** Pictures of models: JPEG or PNG up to 5 MB, one per projection, readable by anyone (PUBLIC). */
export const IMAGE_FIELD_PREFIX = 'images.';
const IMAGE_RULE = { maxBytes: FILE_LIMIT_5_MB, formats: ['jpeg', 'png'] as const, maxCount: 1 };
export const MODEL_UPLOAD_SPEC: UploadSpec = {
  fields: ['model'],
  files: Object.fromEntries(PROJECTIONS.map((projection) => [`${IMAGE_FIELD_PREFIX}${projection}`, IMAGE_RULE])),
};


/** What a save does to the pictures: the projections it keeps (by file id) and the new files it brings. */
export interface ImagePlan {
  keep: Map<Projection, string>;
  add: Map<Projection, StagedFile>;
}

/** The library's side of the files module: receiving, attaching and describing model pictures. */
@Injectable()
export class LibraryImagesService {
  constructor(
    private readonly files: FilesService,
    private readonly models: ModelsRepository,
  ) {}

  receive<T>(request: IncomingMessage, handle: (upload: Upload) => Promise<T>): Promise<T> {
    return this.files.handleUpload(request, MODEL_UPLOAD_SPEC, handle);
  }

  /**
   * Checks the kept pictures before any write: each must be a picture the library already shows (the
   * model's own, or its original's for a copy) and each projection may appear once.
   */
  async plan(kept: KeptImageDto[], upload: Upload): Promise<ImagePlan> {
    const errors: FieldError[] = [];
    const keep = new Map<Projection, string>();
    const libraryFiles = new Set((await this.models.imageFilesAmong(kept.map((image) => image.id))).map((row) => row.file_id));
    kept.forEach((image, index) => {
      if (keep.has(image.projection)) errors.push({ field: `imageInfos.${index}.projection`, error: `${image.projection} is listed twice` });
      else if (!libraryFiles.has(image.id)) errors.push({ field: `imageInfos.${index}.id`, error: 'no such picture in the drone library' });
      else keep.set(image.projection, image.id);
    });
    if (errors.length > 0) throw new FieldValidationException(errors);
    const add = new Map<Projection, StagedFile>();
    for (const projection of PROJECTIONS) {
      const [file] = upload.files(`${IMAGE_FIELD_PREFIX}${projection}`);
      if (file) add.set(projection, file);
    }
    return { keep, add };
  }

  /**
   * Records the new pictures and points the model's projections at the plan's files, inside the save's
   * transaction. Returns the storage keys of pictures no model shows any more, to purge after commit.
   */
  async apply(modelId: string, plan: ImagePlan, ownerId: string, manager: EntityManager): Promise<string[]> {
    const previous = await this.models.imagesOf([modelId], manager);
    // A staged file keeps its id when recorded, so the plan's ids are the rows' ids.
    await this.files.record(manager, [...plan.add.values()], { ownerId, access: 'PUBLIC' });
    for (const projection of PROJECTIONS) {
      const fileId = plan.add.get(projection)?.id ?? plan.keep.get(projection);
      if (fileId) await this.models.setImage(modelId, projection, fileId, manager);
      else await this.models.removeImage(modelId, projection, manager);
    }
    const unused: string[] = [];
    for (const image of previous) {
      if (!(await this.models.fileInUse(image.file_id, manager))) unused.push(image.file_id);
    }
    return unused.length > 0 ? this.files.deleteRows(manager, unused) : [];
  }

  async purge(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.files.purgeObjects(keys);
  }

  /** The pictures of each model, described by the files module (url, file name). */
  async imageInfosOf(modelIds: string[]): Promise<Map<string, ImageInfoDto[]>> {
    const images = await this.models.imagesOf(modelIds);
    const found = await this.files.findByIds(images.map((image) => image.file_id));
    const files = new Map(found.map((file) => [file.id, this.files.toDto(file)]));
    const byModel = new Map<string, ImageInfoDto[]>();
    for (const modelId of modelIds) {
      const own = images
        .filter((image) => image.model_id === modelId && files.has(image.file_id))
        .map((image) => ({ projection: image.projection, file: files.get(image.file_id)! }));
      byModel.set(modelId, toImageInfos(own));
    }
    return byModel;
  }
}
