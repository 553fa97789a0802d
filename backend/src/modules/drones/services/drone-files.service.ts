import { Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { EntityManager } from 'typeorm';
import type { FieldError } from '../../../common/errors/error-body';
import { MAIN_PROJECTION, PROJECTIONS, type Projection } from '../../drone-library/domain/drone-characteristics';
import type { ImageInfoDto, KeptImageDto } from '../../drone-library/dtos/image-info.dto';
import { toImageInfos } from '../../drone-library/services/library-mappers';
import type { FileDto } from '../../files/dtos/file.dto';
import { FILE_LIMIT_10_MB, FILE_LIMIT_5_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type { StagedFile, UploadSpec } from '../../files/multipart/upload-spec';
import { FilesService } from '../../files/services/files.service';
import { MAX_SCANS_PER_KIND, type KeptScanDto } from '../dtos/drone-save.dto';
import type { DroneFileKind, DroneFileRow, DroneListRow } from '../entities/drone.row';
import { DronesRepository } from '../repositories/drones.repository';

export const SCAN_FIELDS = { REGISTRATION_CERT: 'registrationCertScans', AIRWORTHINESS_CERT: 'airworthinessCertScans' } as const;
type ScanKind = keyof typeof SCAN_FIELDS;
/** A files row as FilesService describes it (the files module keeps its entities to itself). */
type StoredFile = Parameters<FilesService['toDto']>[0];
const SCAN_KINDS = Object.keys(SCAN_FIELDS) as ScanKind[];

/**
 * Drone photos: JPEG/PNG ≤ 5 MB, one per projection. Certificate scans: JPEG/PNG/PDF ≤ 10 MB (the
 * spec's two limits). All PROTECTED: the owner and reviewers (authorities checking a flight's drone).
 */
export const DRONE_UPLOAD_SPEC: UploadSpec = {
  fields: ['drone'],
  files: {
    ...Object.fromEntries(PROJECTIONS.map((p) => [`images.${p}`, { maxBytes: FILE_LIMIT_5_MB, formats: ['jpeg', 'png'], maxCount: 1 }])),
    ...Object.fromEntries(
      SCAN_KINDS.map((kind) => [SCAN_FIELDS[kind], { maxBytes: FILE_LIMIT_10_MB, formats: ['jpeg', 'png', 'pdf'], maxCount: MAX_SCANS_PER_KIND }]),
    ),
  },
};

export interface DroneFilesPlan {
  files: Array<{ fileId: string; kind: DroneFileKind; projection: Projection | null; position: number }>;
  staged: StagedFile[];
  dropped: string[];
}

export interface DroneFilesView {
  imageInfos: ImageInfoDto[];
  registrationCertScans: FileDto[];
  airworthinessCertScans: FileDto[];
}

/** The drones' side of the files module: what a save keeps, adds and drops; how files are described. */
@Injectable()
export class DroneFilesService {
  constructor(
    private readonly files: FilesService,
    private readonly drones: DronesRepository,
  ) {}

  receive<T>(request: IncomingMessage, handle: (upload: ReceivedUpload) => Promise<T>): Promise<T> {
    return this.files.handleUpload(request, DRONE_UPLOAD_SPEC, handle);
  }

  /**
   * The files the drone will have. Kept ids must be files this drone already has in that role (never
   * another drone's or another user's file); limits are checked on kept plus new. Returns field errors
   * rather than throwing, so the caller reports every problem of the form at once.
   */
  plan(
    current: DroneFileRow[],
    kept: { images: KeptImageDto[]; scans: Record<ScanKind, KeptScanDto[]> },
    upload: ReceivedUpload,
  ): { plan: DroneFilesPlan; errors: FieldError[] } {
    const errors: FieldError[] = [];
    const files: DroneFilesPlan['files'] = [];
    const staged: StagedFile[] = [];
    const ownImages = new Map(current.filter((f) => f.kind === 'IMAGE').map((f) => [f.file_id, f]));
    const keptImages = new Map<Projection, string>();
    kept.images.forEach((image, index) => {
      if (keptImages.has(image.projection)) errors.push({ field: `imageInfos.${index}.projection`, error: `${image.projection} is listed twice` });
      else if (!ownImages.has(image.id)) errors.push({ field: `imageInfos.${index}.id`, error: 'this drone has no such picture' });
      else keptImages.set(image.projection, image.id);
    });
    for (const projection of PROJECTIONS) {
      const [file] = upload.files(`images.${projection}`);
      if (file) {
        staged.push(file);
        files.push({ fileId: file.id, kind: 'IMAGE', projection, position: PROJECTIONS.indexOf(projection) });
      } else if (keptImages.has(projection)) {
        files.push({ fileId: keptImages.get(projection)!, kind: 'IMAGE', projection, position: PROJECTIONS.indexOf(projection) });
      }
    }
    for (const kind of SCAN_KINDS) {
      const field = SCAN_FIELDS[kind];
      const own = new Set(current.filter((f) => f.kind === kind).map((f) => f.file_id));
      const keptIds: string[] = [];
      kept.scans[kind].forEach((scan, index) => {
        if (!own.has(scan.id)) errors.push({ field: `${field}.${index}.id`, error: 'this drone has no such scan' });
        else if (!keptIds.includes(scan.id)) keptIds.push(scan.id);
      });
      const added = upload.files(field);
      if (keptIds.length + added.length > MAX_SCANS_PER_KIND) errors.push({ field, error: `at most ${MAX_SCANS_PER_KIND} scans` });
      staged.push(...added);
      [...keptIds, ...added.map((file) => file.id)].forEach((fileId, position) => files.push({ fileId, kind, projection: null, position }));
    }
    const remaining = new Set(files.map((file) => file.fileId));
    const dropped = current.map((f) => f.file_id).filter((id) => !remaining.has(id));
    return { plan: { files, staged, dropped }, errors };
  }

  /** Records the new files and the drone's file list in the save's transaction; returns keys to purge after commit. */
  async apply(droneId: string, plan: DroneFilesPlan, ownerId: string, manager: EntityManager): Promise<string[]> {
    await this.files.record(manager, plan.staged, { ownerId, access: 'PROTECTED' });
    await this.drones.replaceFiles(droneId, plan.files, manager);
    return plan.dropped.length > 0 ? this.files.deleteRows(manager, plan.dropped) : [];
  }

  /** Deletes file rows of a deleted drone in its transaction; returns keys to purge after commit. */
  deleteRows(fileIds: string[], manager: EntityManager): Promise<string[]> {
    return fileIds.length > 0 ? this.files.deleteRows(manager, fileIds) : Promise.resolve([]);
  }

  async purge(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.files.purgeObjects(keys);
  }

  /** The drone's files as the answer shows them. */
  async view(rows: DroneFileRow[]): Promise<DroneFilesView> {
    const described = await this.describe(rows.map((row) => row.file_id));
    const scans = (kind: ScanKind) =>
      rows.filter((row) => row.kind === kind && described.has(row.file_id)).map((row) => described.get(row.file_id)!);
    return {
      imageInfos: toImageInfos(
        rows
          .filter((row) => row.kind === 'IMAGE' && row.projection && described.has(row.file_id))
          .map((row) => ({ projection: row.projection!, file: described.get(row.file_id)! })),
      ),
      registrationCertScans: scans('REGISTRATION_CERT'),
      airworthinessCertScans: scans('AIRWORTHINESS_CERT'),
    };
  }

  /**
   * The main (FRONT) picture of a list row, from the file columns the list query reads with the row (one
   * round trip for the whole page). The File JSON, URL included, is still FilesService's to build: toDto
   * reads only the id, name and access type, which is all the row carries (the list's integration test
   * compares the result with the drone's own imageInfos, so a change there cannot go unnoticed).
   */
  mainImage(row: Pick<DroneListRow, 'main_image_id' | 'main_image_filename' | 'main_image_access_type'>): ImageInfoDto | null {
    if (row.main_image_id === null || row.main_image_filename === null || row.main_image_access_type === null) return null;
    const file = this.files.toDto({ id: row.main_image_id, filename: row.main_image_filename, accessType: row.main_image_access_type } as StoredFile);
    return { id: file.id, main: true, url: file.url, filename: file.filename, projection: MAIN_PROJECTION };
  }

  private async describe(fileIds: string[]): Promise<Map<string, FileDto>> {
    if (fileIds.length === 0) return new Map();
    const found = await this.files.findByIds(fileIds);
    return new Map(found.map((file) => [file.id, this.files.toDto(file)]));
  }
}
