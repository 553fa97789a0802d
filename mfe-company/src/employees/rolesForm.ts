/** The server's limit for a position (company_employees.position). */
export const POSITION_MAX_LENGTH = 200;

/** Roles and position of an employee: at least one role (D7), a position within its limit. Keys of messages. */
export function validateRolesForm(values: { roles: readonly string[]; position: string }): { roles?: string; position?: string } {
  const errors: { roles?: string; position?: string } = {};
  if (values.roles.length === 0) errors.roles = 'employees.edit.rolesRequired';
  if (values.position.trim().length > POSITION_MAX_LENGTH) errors.position = 'employees.edit.positionTooLong';
  return errors;
}
