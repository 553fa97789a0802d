import type { FieldError } from '../../../common/errors/error-body';
import type { FileAccessType } from '../files.constants';
import type { StagedFile } from '../multipart/upload-spec';

/** The field errors a holder reports for its attachments, in its own words and field names. */
export interface AttachmentErrors {
  /** A kept id that is not one of the files the holder may keep; `index` is its place in `kept`. */
  notHeld(fileId: string, index: number): FieldError;
  /** Kept and added together exceed `maxCount`. */
  tooMany(maxCount: number): FieldError;
}

/**
 * What a save does to one list of files of one holder (a document's scans, a drone's certificate scans, a
 * model's pictures, a flight's route images…): which files it keeps, which it adds, how many it may hold.
 */
export interface AttachmentChange {
  /** users.id recorded as the owner of the added files (who may read PERSONAL_DATA ones). */
  ownerId: string;
  access: FileAccessType;
  /** The holder's files in this list now; those not kept are removed. */
  current: readonly string[];
  /** The ids the client may keep, when wider than `current` (a copy keeping its original's pictures). */
  keepable?: readonly string[];
  /** The ids the client keeps, in its order; repeats count once. */
  kept: readonly string[];
  /** The received files to add after the kept ones. */
  added: readonly StagedFile[];
  maxCount: number;
  errors: AttachmentErrors;
}

/** The holder's list after the change, or why it cannot be made. */
export interface AttachmentPlan {
  /** Kept then added, in order: what the holder links. */
  fileIds: string[];
  /** Current files the change leaves out. */
  removed: string[];
  errors: FieldError[];
}

/**
 * Checks a change without writing anything: every kept id must be keepable, and kept plus added must fit
 * `maxCount` (counted on the keepable ids, so one mistake is not reported twice). Holders that report all
 * of a form's problems at once call this before their transaction; AttachmentsService.reconcile calls it
 * again and throws what it finds.
 */
export function planAttachments(change: AttachmentChange): AttachmentPlan {
  const keepable = new Set(change.keepable ?? change.current);
  const errors: FieldError[] = [];
  const kept: string[] = [];
  change.kept.forEach((fileId, index) => {
    if (!keepable.has(fileId)) errors.push(change.errors.notHeld(fileId, index));
    else if (!kept.includes(fileId)) kept.push(fileId);
  });
  if (kept.length + change.added.length > change.maxCount) errors.push(change.errors.tooMany(change.maxCount));
  const fileIds = [...kept, ...change.added.map((file) => file.id)];
  const removed = change.current.filter((fileId) => !fileIds.includes(fileId));
  return { fileIds, removed, errors };
}
