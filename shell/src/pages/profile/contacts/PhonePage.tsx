import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyMask,
  composeValidators,
  MASKS,
  notify,
  phoneDigits,
  QueryBoundary,
  required,
  russianPhone,
  type Validator,
} from '@nebo/shared-ui';
import { ProfileSubpage } from '../common/ProfileSubpage';
import { changePhone, CURRENT_USER_QUERY_KEY, fetchCurrentUser } from '../profileApi';
import { SingleValueForm } from './SingleValueForm';

const validatePhone = composeValidators<string | undefined>(required as Validator<string | undefined>, russianPhone);

/** /profile/phone/: typed as +7 (999) 123-45-67, sent as digits with code 7 (docs/requirements.md#ui-masks). */
export function PhonePage(): ReactElement {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const user = useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: () => fetchCurrentUser() });

  const save = async (value: string) => {
    await changePhone(phoneDigits(value));
    notify.success(t('profile.contacts.phoneSaved'));
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  };

  return (
    <ProfileSubpage title={t('profile.contacts.phoneTitle')} intro={t('profile.contacts.phoneIntro')}>
      <QueryBoundary query={user} errorTitle={t('profile.common.loadFailed')}>
        {(current) => (
          <SingleValueForm
            name="phone"
            label={t('profile.contacts.phone')}
            initial={current.phone ? applyMask(MASKS.phone, current.phone).value : ''}
            validate={validatePhone}
            onSave={save}
            mask={MASKS.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 (999) 123-45-67"
          />
        )}
      </QueryBoundary>
    </ProfileSubpage>
  );
}
