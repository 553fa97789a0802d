import { Injectable, OnModuleInit } from '@nestjs/common';
import { CompanyStaff } from '../../companies/services/company-staff';
import { DroneOptionsService } from '../../drones/services/drone-options.service';
import { ProtectedFileReaders } from '../../files/ports/protected-file-readers';
import { companyStaffMayRead } from '../domain/company-file-access';

/**
 * A company's staff read the PROTECTED photos and scans of the company's drones, which are recorded as the file of
 * whichever admin uploaded them. The decision needs the file: a reader that knew only the user would open every
 * PROTECTED file of the platform to every company employee. Without the file (a files module that does not pass
 * it) the reader grants nothing.
 */
@Injectable()
export class CompanyDroneFileReader implements OnModuleInit {
  constructor(
    private readonly readers: ProtectedFileReaders,
    private readonly drones: DroneOptionsService,
    private readonly staff: CompanyStaff,
  ) {}

  onModuleInit(): void {
    this.readers.register({ mayReadProtected: (userId: string, fileId?: string) => this.mayRead(userId, fileId) });
  }

  async mayRead(userId: string, fileId: string | undefined): Promise<boolean> {
    if (!fileId) return false;
    const owner = await this.drones.ownerOfFile(fileId);
    if (owner?.kind !== 'COMPANY') return false;
    const employee = await this.staff.byUser(userId);
    return companyStaffMayRead(owner, employee?.companyId ?? null);
  }
}
