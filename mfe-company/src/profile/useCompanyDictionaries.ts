import { useCallback } from 'react';
import { fetchProfileDictionary } from '../api/companyApi';
import { APPOINTMENT_BASES, COMPANY_TYPES } from '../api/types';
import { useDictionaryOptions } from '../registration/useDictionaries';

/** The company profile's two dictionaries (§7.16 company-type, appointment-basis) as select options. */
export function useCompanyDictionaries() {
  const companyTypes = useDictionaryOptions(
    'profile-company-type',
    () => fetchProfileDictionary('company-type'),
    COMPANY_TYPES,
    useCallback((code: string) => `info.companyTypes.${code}`, []),
  );
  const appointmentBases = useDictionaryOptions(
    'profile-appointment-basis',
    () => fetchProfileDictionary('appointment-basis'),
    APPOINTMENT_BASES,
    useCallback((code: string) => `info.appointmentBases.${code}`, []),
  );
  return { companyTypes, appointmentBases };
}
