import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { ACCESS_TOKEN_VERIFIER, AccessTokenVerifier } from '../../../common/auth/access-token-verifier';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { AccountsService } from '../../accounts/services/accounts.service';
import type { FileRow } from '../entities/file.row';
import { REVIEWER_ROLES } from '../files.constants';
import { fileNotFound } from '../files.exceptions';
import { ProtectedFileReaders } from '../ports/protected-file-readers';
import { FilesRepository } from '../repositories/files.repository';
import { FILE_STORAGE, FileStorage, ObjectNotFoundError } from '../storage/file-storage';

export interface OpenedFile {
  file: FileRow;
  content: Readable;
}

/**
 * Decides on every read whether the caller may have a file's content: PUBLIC to anyone, PROTECTED to the
 * owner and reviewers (reviewer realm roles, or a registered ProtectedFileReader), PERSONAL_DATA to the owner only. Anyone else learns nothing, not even that the file
 * exists: a refused file and a missing id get the same answer (see open()).
 */
@Injectable()
export class FileAccessService {
  constructor(
    private readonly files: FilesRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(ACCESS_TOKEN_VERIFIER) private readonly verifier: AccessTokenVerifier,
    private readonly accounts: AccountsService,
    private readonly protectedReaders: ProtectedFileReaders,
  ) {}

  /**
   * `token` comes from the Authorization header or the access_token query parameter. Whether an id exists
   * is never told to a caller who may not read it: without a token the route answers as /public/files does
   * (the PUBLIC file, or 404 for a non-public file and a missing id alike); a token that is not valid is a
   * 401 whether the file exists or not; a valid one gets 404 for other people's files and missing ids.
   */
  async open(id: string, token: string | undefined, publicOnly: boolean): Promise<OpenedFile> {
    const file = await this.files.findById(id);
    if (file?.accessType === 'PUBLIC') return this.content(file);
    if (publicOnly || !token) throw fileNotFound();
    // Verified before the file's existence matters, so a rejected token gets the same 401 for every id.
    const principal = await this.verifier.verify(token);
    if (!file || !(await this.mayRead(file, principal))) throw fileNotFound();
    return this.content(file);
  }

  private async content(file: FileRow): Promise<OpenedFile> {
    try {
      return { file, content: await this.storage.get(file.storageKey) };
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw fileNotFound();
      throw error;
    }
  }

  private async mayRead(file: FileRow, principal: AuthenticatedPrincipal): Promise<boolean> {
    // The route is public at the guard (the token may come in the query), so the caller is resolved here.
    const userId = await this.accounts.userIdOf(principal);
    if (userId === file.ownerUserId) return true;
    if (file.accessType !== 'PROTECTED') return false;
    return (
      principal.roles.some((role) => (REVIEWER_ROLES as readonly string[]).includes(role)) ||
      (await this.protectedReaders.allow(userId, file.id))
    );
  }
}
