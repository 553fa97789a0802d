import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../namespace';

const Frame = styled.section`
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  h2 {
    margin-top: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    max-width: 100%;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.spacing(1, 2)};
  }
`;

/**
 * The saved text as visitors will see it. The HTML is the server's rendering, already reduced to its
 * allow-list (no script, frame, handler or javascript: link), so it is inserted as is rather than rendered
 * a second time here with other rules.
 */
export function MarkdownPreview({ html, title }: { html: string; title: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Frame aria-label={title}>
      <h2>{title}</h2>
      {html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <p>{t('content.form.previewEmpty')}</p>}
    </Frame>
  );
}
