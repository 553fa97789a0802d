import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import type { FieldError } from '../../../common/errors/error-body';
import type { AttachmentErrors } from '../../files/attachments/attachment-change';
import { AttachmentsService, AttachmentsTransaction } from '../../files/attachments/attachments.service';
import { FILE_LIMIT_5_MB } from '../../files/files.constants';
import type { ReceivedUpload as Upload } from '../../files/multipart/received-upload';
import type { StagedFile, UploadSpec } from '../../files/multipart/upload-spec';
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

const NOT_IN_LIBRARY = 'no such picture in the drone library';

/** plan() has checked every kept picture by the time the change is reconciled; these only word a late failure. */
const IMAGE_ERRORS: AttachmentErrors = {
  notHeld: (_fileId, index) => ({ field: `imageInfos.${index}.id`, error: NOT_IN_LIBRARY }),
  tooMany: (max) => ({ field: 'imageInfos', error: `at most ${max} pictures` }),
};

/** What a save does to the pictures: the projections it keeps (by file id) and the new files it brings. */
export interface ImagePlan {
  keep: Map<Projection, string>;
  add: Map<Projection, StagedFile>;
}

/** The library's use of the attachments capability: checking, attaching and describing model pictures. */
@Injectable()
export class LibraryImagesService {
  constructor(
    private readonly attachments: AttachmentsService,
    private readonly models: ModelsRepository,
  ) {}

  /**
   * Checks the kept pictures before any write: each must be a picture the library already shows (the
   * model's own, or its original's for a copy) and each projection may appear once.
   */
  async plan(kept: KeptImageDto[], upload: Upload): Promise<ImagePlan> {
    const errors: FieldError[] = [];
    const keep = new Map<Projection, string>();
    const libraryFiles = new Set((await this.models.imageFilesAmong(kept.map((image) => image.id))).map((row) => row.file_id));
    kept.forEach((image, index) => {
      if (keep.has(image.projection))
        errors.push({ field: `imageInfos.${index}.projection`, error: `${image.projection} is listed twice` });
      else if (!libraryFiles.has(image.id)) errors.push(IMAGE_ERRORS.notHeld(image.id, index));
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
   * transaction. A picture the model drops is removed (its object purged after commit) unless another
   * model still shows it: a copy shares its original's pictures until it replaces them.
   */
  async apply(tx: AttachmentsTransaction, modelId: string, plan: ImagePlan, ownerId: string): Promise<void> {
    const previous = await this.models.imagesOf([modelId], tx.manager);
    const final = PROJECTIONS.flatMap((projection) => {
      const fileId = plan.add.get(projection)?.id ?? plan.keep.get(projection);
      return fileId ? [{ projection, fileId }] : [];
    });
    await this.attachments.reconcile(
      tx,
      {
        ownerId,
        access: 'PUBLIC',
        current: previous.map((image) => image.file_id),
        keepable: [...plan.keep.values()],
        kept: final.filter(({ projection }) => !plan.add.has(projection)).map(({ fileId }) => fileId),
        added: [...plan.add.values()],
        maxCount: PROJECTIONS.length,
        errors: IMAGE_ERRORS,
      },
      (removed: string[], manager: EntityManager) => this.models.filesShownByOtherModels(removed, modelId, manager),
    );
    for (const projection of PROJECTIONS) {
      const fileId = final.find((image) => image.projection === projection)?.fileId;
      if (fileId) await this.models.setImage(modelId, projection, fileId, tx.manager);
      else await this.models.removeImage(modelId, projection, tx.manager);
    }
  }

  /** The pictures of each model, described by the files module (url, file name). */
  async imageInfosOf(modelIds: string[]): Promise<Map<string, ImageInfoDto[]>> {
    const images = await this.models.imagesOf(modelIds);
    const files = await this.attachments.describe(images.map((image) => image.file_id));
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
