import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, Card, Stack, useLocale } from '@nebo/shared-ui';
import { usePageTitle } from '../../../layout/usePageTitle';

const Intro = styled.p`
  margin: -${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(5)};
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The frame of a profile page reached from the personal-info tab: a titled card and the way back. */
export function ProfileSubpage({
  title,
  intro,
  children,
  back = '/profile/personal-info/',
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  back?: string | null;
}): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  usePageTitle(title);
  return (
    <Stack $gap={5}>
      <Card title={title}>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Card>
      {back ? (
        <div>
          <ButtonLink $variant="ghost" to={localize(back)}>
            {t('profile.common.backToProfile')}
          </ButtonLink>
        </div>
      ) : null}
    </Stack>
  );
}
