import { createContext, useContext } from 'react';
import type { AuthorityProfileDto, AuthorityEmployeeDto } from '../api/types';

/** Who is working in the area: the authority and the caller's own employee row (GET /api/authority/current). */
export interface Staff {
  authority: AuthorityProfileDto;
  employee: AuthorityEmployeeDto;
  isAdmin: boolean;
}

export const StaffContext = createContext<Staff | null>(null);

/** The area's pages render inside AreaLayout, which provides the staff member once it is known. */
export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the authority area layout');
  return staff;
}
