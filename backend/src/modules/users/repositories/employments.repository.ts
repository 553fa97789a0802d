import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { StaffRole } from '../domain/summary-scope';
import { EmploymentEntity } from '../entities/employment.entity';

@Injectable()
export class EmploymentsRepository {
  constructor(@InjectRepository(EmploymentEntity) private readonly employments: Repository<EmploymentEntity>) {}

  findByUserId(userId: string): Promise<EmploymentEntity | null> {
    return this.employments.findOneBy({ userId });
  }

  /** How many people of an organisation hold a staff role (the summary's signer and manager counts). */
  countStaffWithRole(organisationId: string, role: StaffRole): Promise<number> {
    return this.employments
      .createQueryBuilder('employment')
      .where('employment.organisation_id = :organisationId', { organisationId })
      .andWhere(':role = ANY(employment.staff_roles)', { role })
      .getCount();
  }
}
