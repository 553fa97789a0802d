import { Injectable } from '@nestjs/common';

/**
 * A module that knows users who may read other people's PROTECTED files without a reviewer realm role: an
 * authority's staff (any file), a company's staff (the files of their company, hence the file id).
 */
export interface ProtectedFileReader {
  mayReadProtected(userId: string, fileId: string): Promise<boolean>;
}

/**
 * The seam through which higher modules extend who reads PROTECTED files. Realm roles cover the reviewers the
 * identity provider knows; an authority's invited employees are known only to the platform (their membership),
 * so the authority-staff module registers a reader here instead of the files module reaching up to it.
 */
@Injectable()
export class ProtectedFileReaders {
  private readonly readers: ProtectedFileReader[] = [];

  register(reader: ProtectedFileReader): void {
    this.readers.push(reader);
  }

  async allow(userId: string, fileId: string): Promise<boolean> {
    for (const reader of this.readers) if (await reader.mayReadProtected(userId, fileId)) return true;
    return false;
  }
}
