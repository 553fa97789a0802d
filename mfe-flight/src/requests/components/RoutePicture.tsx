import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useImageSrc, type StoredFile } from '@nebo/shared-ui';

const Thumbnail = styled.img`
  display: block;
  max-width: min(320px, 100%);
  max-height: 200px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * The flight request's stored route picture (`snapshotFile`) as a thumbnail. Its URL comes with the
 * FileDto; a protected one gets the access token the way drone photos do (shared-ui `useImageSrc`).
 */
export function RoutePicture({ file, alt }: { file: StoredFile | null | undefined; alt: string }): ReactElement | null {
  const src = useImageSrc(file?.url ? { url: file.url, protectedFile: file.accessTypeCode !== 'PUBLIC' } : null);
  if (!file?.url || !src) return null;
  return <Thumbnail src={src} alt={alt} loading="lazy" data-testid="route-picture" />;
}
