/** A row of `authority_departments` with the number of its employees, as the repository returns it. */
export interface AuthorityDepartmentRow {
  id: string;
  authorityId: string;
  name: string;
  employeeCount: number;
  createdAt: Date;
}
