import { SUBMISSION_CHANNELS } from '@nebo/shared-vocabulary';
import type { AuthorityRow, StoredContact } from '../entities/authority.row';
import type { ZonalCenter } from '../../map/data/generators/zonal-centers';

/** The demo authority's organisation (users seed): its staff review what is sent to the Moscow centre. */
export const MOSCOW_CENTRE_ORGANISATION_ID = '00000000-0000-4000-9000-000000000002';

/** The zonal-centre simulator's mail domain: a centre's submissions and SHR messages go to <code>@ here. */
export const ZONAL_CENTRE_MAIL_DOMAIN = 'zc.sim.nebo.local';

/** Municipal administrations publish no machine-readable addresses: the platform generates one per municipality. */
export const MUNICIPAL_MAIL_DOMAIN = 'municipal.nebo.local';

export function municipalityCode(mapObjectId: string): string {
  return `MUN-${mapObjectId}`;
}

/** The generated address of a municipality's administration (README: generated, until real ones are imported). */
export function municipalityContacts(mapObjectId: string): StoredContact[] {
  return [contact('SUBMISSION', [`adm-${mapObjectId}@${MUNICIPAL_MAIL_DOMAIN}`], [])];
}

/** The seeded record of a zonal centre: its simulator addresses for submissions and SHR, a general phone. */
export function zonalCentreRecord(
  centre: ZonalCenter,
  index: number,
): Pick<AuthorityRow, 'type' | 'code' | 'organisationId' | 'nameRu' | 'nameEn' | 'contacts' | 'channels'> {
  const email = `${centre.code.toLowerCase()}@${ZONAL_CENTRE_MAIL_DOMAIN}`;
  return {
    type: 'ZONAL_CENTER',
    code: centre.code,
    organisationId: centre.code === 'ZC-MOSCOW' ? MOSCOW_CENTRE_ORGANISATION_ID : null,
    nameRu: centre.name.ru,
    nameEn: centre.name.en,
    contacts: [
      contact('SUBMISSION', [email], []),
      contact('SHR', [email], []),
      // Generated, like the addresses: a demo number per centre.
      contact('GENERAL', [], [`+7 800 555-01-${String(index + 1).padStart(2, '0')}`]),
    ],
    channels: [...SUBMISSION_CHANNELS],
  };
}

/** Where applications and submissions go: the SUBMISSION contact's first e-mail, else any contact's. */
export function submissionEmailOf(contacts: readonly StoredContact[]): string | null {
  const submission = contacts.find((c) => c.type === 'SUBMISSION' && c.emails.length > 0);
  return (submission ?? contacts.find((c) => c.emails.length > 0))?.emails[0] ?? null;
}

function contact(type: StoredContact['type'], emails: string[], phones: string[]): StoredContact {
  return { type, emails, phones, spokesmanPost: null, spokesmanFullName: null };
}
