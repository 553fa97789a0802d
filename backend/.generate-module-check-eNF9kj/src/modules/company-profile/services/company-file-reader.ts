import { Injectable, OnModuleInit } from '@nestjs/common';
import { CompanyDirectory } from '../../companies/services/company-directory';
import { CompanyStaff } from '../../companies/services/company-staff';
import { ProtectedFileReaders } from '../../files/ports/protected-file-readers';
import { CompanyFilesRepository } from '../repositories/company-files.repository';

/**
 * A company's employees read the company's PROTECTED files (its avatar, documents, appointment-basis scans) that
 * another employee uploaded: the uploader owns the file, and the company has no realm role. The decision needs the
 * file: a reader that knew only the user would open every PROTECTED file of the platform to every company employee
 * (the route matrix catches that), so without the file id the reader grants nothing.
 */
@Injectable()
export class CompanyFileReader implements OnModuleInit {
  constructor(
    private readonly readers: ProtectedFileReaders,
    private readonly staff: CompanyStaff,
    private readonly directory: CompanyDirectory,
    private readonly companyFiles: CompanyFilesRepository,
  ) {}

  onModuleInit(): void {
    this.readers.register({ mayReadProtected: (userId: string, fileId?: string) => this.mayRead(userId, fileId) });
  }

  async mayRead(userId: string, fileId?: string): Promise<boolean> {
    if (!fileId) return false;
    const employee = await this.staff.byUser(userId);
    if (!employee) return false;
    const company = await this.directory.get(employee.companyId);
    if (company?.avatarFileId === fileId) return true;
    return this.companyFiles.holds(employee.companyId, fileId);
  }
}
