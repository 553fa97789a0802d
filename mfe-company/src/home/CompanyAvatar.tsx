import type { ReactElement } from 'react';
import styled from 'styled-components';
import { companyInitial, useImageSrc } from '@nebo/shared-ui';

const Box = styled.div<{ $size: number }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentActive};
  font-size: ${({ $size }) => Math.round($size / 2.4)}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The company's picture, or the first letter of its short name (as the header shows it, P1 L63). */
export function CompanyAvatar({
  url,
  name,
  alt,
  size = 72,
}: {
  url: string | null | undefined;
  name: string;
  alt: string;
  size?: number;
}): ReactElement {
  // The avatar is readable by the company's staff: fetched with the token like other protected files.
  const src = useImageSrc(url ? { url, protectedFile: true } : null);
  return <Box $size={size}>{src ? <img src={src} alt={alt} /> : <span aria-hidden="true">{companyInitial(name) || '?'}</span>}</Box>;
}
