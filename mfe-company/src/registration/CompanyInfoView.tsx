import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media, type SelectOption } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { COMPANY_INFO_FIELDS, isSoleProprietor, type CompanyInfoField, type CompanyInfoValues } from './companyInfoForm';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(160px, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing(3, 6)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .changed {
    padding: ${({ theme }) => theme.spacing(1, 2)};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.warningSoft};
  }
  .requested {
    display: block;
    margin-top: ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(1)};
    dd {
      margin-bottom: ${({ theme }) => theme.spacing(3)};
    }
  }
`;

/**
 * The company's info read-only. With `requested` (a pending change request, D6) every changed field shows its
 * requested value beside the current one, highlighted and announced in words, not by colour alone.
 */
export function CompanyInfoView({
  info,
  requested,
  changed = [],
  companyTypes,
  appointmentBases,
}: {
  info: CompanyInfoValues;
  requested?: CompanyInfoValues | null;
  changed?: readonly string[];
  companyTypes: readonly SelectOption[];
  appointmentBases: readonly SelectOption[];
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const missing = t('info.notSet');
  const ip = isSoleProprietor(info.companyType);
  const show = (field: CompanyInfoField, values: CompanyInfoValues): string => {
    const value = values[field];
    if (!value) return missing;
    if (field === 'companyType') return companyTypes.find((option) => option.value === value)?.label ?? value;
    if (field === 'managerPostAppointmentBasis') return appointmentBases.find((option) => option.value === value)?.label ?? value;
    return value;
  };
  const isChanged = (field: CompanyInfoField) =>
    changed.includes(field) || (field === 'phone' && (changed.includes('phoneNumber') || changed.includes('phoneCode')));
  return (
    <Facts>
      {COMPANY_INFO_FIELDS.filter((field) => !(ip && field === 'kpp')).map((field) => {
        const label = field === 'ogrn' && ip ? t('info.fields.ogrnip') : t(`info.fields.${field}`);
        const pending = requested && isChanged(field);
        return (
          <div key={field} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd className={pending ? 'changed' : undefined}>
              {show(field, info)}
              {pending ? (
                <span className="requested">
                  {t('profile.main.requestedValue')}: <strong>{show(field, requested)}</strong>
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </Facts>
  );
}
