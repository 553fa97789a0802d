import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import type { FileStorage } from '../storage/file-storage';
import type { StagedFile } from './upload-spec';

/** The parts of an accepted multipart request; its files are already in the object storage. */
export class ReceivedUpload {
  constructor(
    private readonly fields: ReadonlyMap<string, string>,
    private readonly staged: readonly StagedFile[],
    private readonly storage: FileStorage,
  ) {}

  /** A text part as sent, or undefined when absent. */
  field(name: string): string | undefined {
    return this.fields.get(name);
  }

  /** A JSON part parsed; a missing part or one that is not a JSON object is a field error on its name. */
  json(name: string): Record<string, unknown> {
    const text = this.fields.get(name);
    if (text === undefined) throw FieldValidationException.single(name, `${name} part is required`);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw FieldValidationException.single(name, `${name} part must be JSON`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw FieldValidationException.single(name, `${name} part must be a JSON object`);
    }
    return value as Record<string, unknown>;
  }

  /** Files received in one field, in the order they were sent. */
  files(field: string): StagedFile[] {
    return this.staged.filter((file) => file.field === field);
  }

  allFiles(): readonly StagedFile[] {
    return this.staged;
  }

  /** Deletes the stored objects of this request's files (all, or those `which` picks): the request failed. */
  async discard(which: (file: StagedFile) => boolean = () => true): Promise<void> {
    await Promise.allSettled(this.staged.filter(which).map((file) => this.storage.delete(file.key)));
  }
}
