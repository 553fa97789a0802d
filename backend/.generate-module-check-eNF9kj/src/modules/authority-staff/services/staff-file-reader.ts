import { Injectable, OnModuleInit } from '@nestjs/common';
import { ProtectedFileReaders } from '../../files/ports/protected-file-readers';
import { AuthorityEmployeesRepository } from '../repositories/authority-employees.repository';

/**
 * An authority's active employees read PROTECTED files (an applicant's drone photos, an application's attachments)
 * as the reviewer realm roles do: the review pages show them, and an invited employee has no such role.
 */
@Injectable()
export class StaffFileReader implements OnModuleInit {
  constructor(
    private readonly readers: ProtectedFileReaders,
    private readonly employees: AuthorityEmployeesRepository,
  ) {}

  onModuleInit(): void {
    this.readers.register({ mayReadProtected: async (userId) => (await this.employees.findByUser(userId))?.status === 'ACTIVE' });
  }
}
