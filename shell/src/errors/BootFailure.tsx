import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, NeboUiProvider } from '@nebo/shared-ui';
import { LogoMark } from '../layout/Logo';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(6)};
`;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 560px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  code {
    font-size: ${({ theme }) => theme.typography.size.sm};
    overflow-wrap: anywhere;
  }
`;

/**
 * The portal could not start (its deployment file is missing or broken): a plain page that says
 * so and offers a retry, instead of a white screen. No router or deployment exists at this point.
 */
export function BootFailure({ error }: { error: unknown }): ReactElement {
  return (
    <NeboUiProvider>
      <BootFailureContent error={error} />
    </NeboUiProvider>
  );
}

function BootFailureContent({ error }: { error: unknown }): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <Page>
      <Box role="alert">
        <LogoMark size={40} />
        <h1>{t('boot.title')}</h1>
        <p>{t('boot.text')}</p>
        <code>{error instanceof Error ? error.message : String(error)}</code>
        <div>
          <Button onClick={() => window.location.reload()}>{t('errors.retry')}</Button>
        </div>
      </Box>
    </Page>
  );
}
