import type { DroneOwner } from '../../drones/domain/drone-owner';

/**
 * Whether an employee may read a PROTECTED file that a drone shows: only a drone of the employee's own company.
 * A file no drone shows, a pilot's drone, another company's drone or a caller who works for no company: no.
 */
export function companyStaffMayRead(fileOwner: DroneOwner | null, employeeCompanyId: string | null): boolean {
  return employeeCompanyId !== null && fileOwner?.kind === 'COMPANY' && fileOwner.id === employeeCompanyId;
}
