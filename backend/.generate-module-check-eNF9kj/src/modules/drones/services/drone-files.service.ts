import { Injectable } from '@nestjs/common';
import type { FieldError } from '../../../common/errors/error-body';
import { MAIN_PROJECTION, PROJECTIONS, type Projection } from '../../drone-library/domain/drone-characteristics';
import type { ImageInfoDto, KeptImageDto } from '../../drone-library/dtos/image-info.dto';
import { toImageInfos } from '../../drone-library/services/library-mappers';
import type { AttachmentErrors } from '../../files/attachments/attachment-change';
import { planAttachments } from '../../files/attachments/attachment-change';
import { AttachmentsService, AttachmentsTransaction } from '../../files/attachments/attachments.service';
import type { FileDto } from '../../files/dtos/file.dto';
import { FILE_LIMIT_10_MB, FILE_LIMIT_5_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type { StagedFile, UploadSpec } from '../../files/multipart/upload-spec';
import { FilesService } from '../../files/services/files.service';
import { MAX_SCANS_PER_KIND, type KeptScanDto } from '../dtos/drone-save.dto';
import type { DroneFileKind, DroneFileRow, DroneListRow } from '../entities/drone.row';
import { DronesRepository } from '../repositories/drones.repository';

export const SCAN_FIELDS = {
  REGISTRATION_CERT: 'registrationCertScans',
  AIRWORTHINESS_CERT: 'airworthinessCertScans',
  OWNERSHIP_PROOF: 'ownershipProofScan',
} as const;
export type ScanKind = keyof typeof SCAN_FIELDS;
/** A pilot's drone has the two certificates; a company's also proves the company owns it (one scan). */
export const INDIVIDUAL_SCAN_KINDS: readonly ScanKind[] = ['REGISTRATION_CERT', 'AIRWORTHINESS_CERT'];
export const COMPANY_SCAN_KINDS: readonly ScanKind[] = ['REGISTRATION_CERT', 'AIRWORTHINESS_CERT', 'OWNERSHIP_PROOF'];
const MAX_SCANS: Record<ScanKind, number> = {
  REGISTRATION_CERT: MAX_SCANS_PER_KIND,
  AIRWORTHINESS_CERT: MAX_SCANS_PER_KIND,
  OWNERSHIP_PROOF: 1,
};

/**
 * Drone photos: JPEG/PNG ≤ 5 MB, one per projection. Certificate scans: JPEG/PNG/PDF ≤ 10 MB (the
 * two upload limits of docs/requirements.md#files-uploads). All PROTECTED: the owner and reviewers
 * (authorities checking a flight's drone), and for a company's drone its staff (company-drones' file reader).
 */
function droneUploadSpec(scanKinds: readonly ScanKind[]): UploadSpec {
  return {
    fields: ['drone'],
    files: {
      ...Object.fromEntries(PROJECTIONS.map((p) => [`images.${p}`, { maxBytes: FILE_LIMIT_5_MB, formats: ['jpeg', 'png'], maxCount: 1 }])),
      ...Object.fromEntries(
        scanKinds.map((kind) => [
          SCAN_FIELDS[kind],
          { maxBytes: FILE_LIMIT_10_MB, formats: ['jpeg', 'png', 'pdf'], maxCount: MAX_SCANS[kind] },
        ]),
      ),
    },
  };
}

export const DRONE_UPLOAD_SPEC: UploadSpec = droneUploadSpec(INDIVIDUAL_SCAN_KINDS);
/** The company drone's save: the same parts plus one `ownershipProofScan` (the same limits as the other scans). */
export const COMPANY_DRONE_UPLOAD_SPEC: UploadSpec = droneUploadSpec(COMPANY_SCAN_KINDS);

const scanErrors = (field: string): AttachmentErrors => ({
  notHeld: (_fileId, index) => ({ field: `${field}.${index}.id`, error: 'this drone has no such scan' }),
  tooMany: (max) => ({ field, error: `at most ${max} scans` }),
});

const OWNERSHIP_PROOF_ERRORS: AttachmentErrors = {
  notHeld: () => ({ field: 'ownershipProofScan.id', error: 'this drone has no such scan' }),
  tooMany: () => ({ field: 'ownershipProofScan', error: 'at most 1 scan' }),
};

/** Pictures are checked per projection by plan(); by the time they are reconciled every kept one is the drone's. */
const IMAGE_ERRORS: AttachmentErrors = {
  notHeld: (_fileId, index) => ({ field: `imageInfos.${index}.id`, error: 'this drone has no such picture' }),
  tooMany: (max) => ({ field: 'imageInfos', error: `at most ${max} pictures` }),
};

/** What a save does to the drone's files: per projection the kept or new picture, per kind the kept and new scans. */
export interface DroneFilesPlan {
  images: Array<{ projection: Projection; keptId?: string; added?: StagedFile }>;
  scans: Partial<Record<ScanKind, { kept: string[]; added: StagedFile[] }>>;
}

export interface DroneFilesView {
  imageInfos: ImageInfoDto[];
  registrationCertScans: FileDto[];
  airworthinessCertScans: FileDto[];
  /** Company drones only; null for a pilot's. */
  ownershipProofScan: FileDto | null;
}

/** The drones' use of the attachments capability: what a save keeps, adds and drops; how files are described. */
@Injectable()
export class DroneFilesService {
  constructor(
    private readonly attachments: AttachmentsService,
    private readonly files: FilesService,
    private readonly drones: DronesRepository,
  ) {}

  /**
   * The files the drone will have. Kept ids must be files this drone already has in that role (never
   * another drone's or another user's file); limits are checked on kept plus new. Returns field errors
   * rather than throwing, so the caller reports every problem of the form at once.
   */
  plan(
    current: DroneFileRow[],
    kept: { images: KeptImageDto[]; scans: Partial<Record<ScanKind, KeptScanDto[]>> },
    upload: ReceivedUpload,
    scanKinds: readonly ScanKind[] = INDIVIDUAL_SCAN_KINDS,
  ): { plan: DroneFilesPlan; errors: FieldError[] } {
    const errors: FieldError[] = [];
    const ownImages = new Set(filesOfKind(current, 'IMAGE'));
    const keptImages = new Map<Projection, string>();
    kept.images.forEach((image, index) => {
      if (keptImages.has(image.projection))
        errors.push({ field: `imageInfos.${index}.projection`, error: `${image.projection} is listed twice` });
      else if (!ownImages.has(image.id)) errors.push(IMAGE_ERRORS.notHeld(image.id, index));
      else keptImages.set(image.projection, image.id);
    });
    const images = PROJECTIONS.flatMap((projection): DroneFilesPlan['images'] => {
      const [added] = upload.files(`images.${projection}`);
      if (added) return [{ projection, added }];
      const keptId = keptImages.get(projection);
      return keptId ? [{ projection, keptId }] : [];
    });
    const scans: DroneFilesPlan['scans'] = {};
    for (const kind of scanKinds) {
      const added = upload.files(SCAN_FIELDS[kind]);
      // A single scan is replaced by a new one rather than counted with it.
      const keptIds = MAX_SCANS[kind] === 1 && added.length > 0 ? [] : (kept.scans[kind] ?? []).map((scan) => scan.id);
      const slot = { kept: keptIds, added };
      errors.push(...planAttachments(this.scanChange(kind, current, slot, '')).errors);
      scans[kind] = slot;
    }
    return { plan: { images, scans }, errors };
  }

  /** Records the new files, removes the dropped ones (purged after commit) and writes the drone's file list, in `tx`. */
  async apply(tx: AttachmentsTransaction, droneId: string, plan: DroneFilesPlan, ownerId: string): Promise<void> {
    const current = await this.drones.filesOf([droneId], tx.manager);
    const files: Array<{ fileId: string; kind: DroneFileKind; projection: Projection | null; position: number }> = [];
    await this.attachments.reconcile(tx, {
      ownerId,
      access: 'PROTECTED',
      current: filesOfKind(current, 'IMAGE'),
      kept: plan.images.flatMap((image) => (image.keptId ? [image.keptId] : [])),
      added: plan.images.flatMap((image) => (image.added ? [image.added] : [])),
      maxCount: PROJECTIONS.length,
      errors: IMAGE_ERRORS,
    });
    for (const image of plan.images) {
      files.push({
        fileId: image.added?.id ?? image.keptId!,
        kind: 'IMAGE',
        projection: image.projection,
        position: PROJECTIONS.indexOf(image.projection),
      });
    }
    // Kinds the save does not handle keep nothing: a drone never has scans of a kind its owner's form lacks.
    for (const kind of Object.keys(SCAN_FIELDS) as ScanKind[]) {
      const slot = plan.scans[kind] ?? { kept: [], added: [] };
      const fileIds = await this.attachments.reconcile(tx, this.scanChange(kind, current, slot, ownerId));
      fileIds.forEach((fileId, position) => files.push({ fileId, kind, projection: null, position }));
    }
    await this.drones.replaceFiles(droneId, files, tx.manager);
  }

  private scanChange(kind: ScanKind, current: DroneFileRow[], slot: { kept: string[]; added: StagedFile[] }, ownerId: string) {
    return {
      ownerId,
      access: 'PROTECTED' as const,
      current: filesOfKind(current, kind),
      kept: slot.kept,
      added: slot.added,
      maxCount: MAX_SCANS[kind],
      errors: kind === 'OWNERSHIP_PROOF' ? OWNERSHIP_PROOF_ERRORS : scanErrors(SCAN_FIELDS[kind]),
    };
  }

  /** Removes the files of a drone being deleted, in its transaction (objects purged after commit). */
  async release(tx: AttachmentsTransaction, rows: DroneFileRow[]): Promise<void> {
    await this.attachments.release(
      tx,
      rows.map((row) => row.file_id),
    );
  }

  /** The drone's files as the answer shows them. */
  async view(rows: DroneFileRow[]): Promise<DroneFilesView> {
    const described = await this.attachments.describe(rows.map((row) => row.file_id));
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
      ownershipProofScan: scans('OWNERSHIP_PROOF')[0] ?? null,
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
    const file = this.files.toDto({ id: row.main_image_id, filename: row.main_image_filename, accessType: row.main_image_access_type });
    return { id: file.id, main: true, url: file.url, filename: file.filename, projection: MAIN_PROJECTION };
  }
}

function filesOfKind(rows: DroneFileRow[], kind: DroneFileKind): string[] {
  return rows.filter((row) => row.kind === kind).map((row) => row.file_id);
}
