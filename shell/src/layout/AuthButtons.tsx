import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useSession } from '@nebo/shared-ui';

const Row = styled.div<{ $stacked?: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Sign in / Register, shown while nobody is signed in. */
export function AuthButtons({ stacked = false }: { stacked?: boolean }): ReactElement {
  const { t } = useTranslation('shell');
  const actions = useSession((state) => state.actions);
  return (
    <Row $stacked={stacked}>
      <Button $variant={stacked ? 'secondary' : 'ghost'} $block={stacked} onClick={() => void actions.register()}>
        {t('header.register')}
      </Button>
      <Button $block={stacked} onClick={() => void actions.login()}>
        {t('header.login')}
      </Button>
    </Row>
  );
}
