import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneBadge, type BadgeTone } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { STAFF_ROLES } from './employeesApi';

const TONES: Record<string, BadgeTone> = { ADMIN: 'info', MANAGER: 'success', PILOT: 'warning', SIGNER: 'neutral' };

/** The staff roles as badges, in the fixed order ADMIN, MANAGER, PILOT, SIGNER. */
export function RoleBadges({ roles }: { roles: readonly string[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const ordered = [
    ...STAFF_ROLES.filter((role) => roles.includes(role)),
    ...roles.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role)),
  ];
  return (
    <span className="badges">
      {ordered.map((role) => (
        <ToneBadge key={role} tone={TONES[role] ?? 'muted'}>
          {t(`employees.roles.${role}`, { defaultValue: role })}
        </ToneBadge>
      ))}
    </span>
  );
}
