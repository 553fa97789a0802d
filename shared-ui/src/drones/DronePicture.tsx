import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useImageSrc, type ImageSource } from '../files/useImageSrc';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    display: block;
  }
`;

/** Drawn when there is no photo: a quadcopter outline, decorative. */
const Placeholder = styled.svg`
  position: absolute;
  inset: 20%;
  width: 60%;
  height: 60%;
  color: ${({ theme }) => theme.colors.borderStrong};
`;

export interface DronePictureProps {
  /** A stored picture (with whether its URL needs the access token) or a file just chosen. */
  source: ImageSource;
  /** Text alternative; empty when the picture only repeats text next to it. */
  alt: string;
  ratio?: string;
}

/** A drone or model photo in a fixed frame, or a neutral drawing when there is none. */
export function DronePicture({ source, alt, ratio = '4 / 3' }: DronePictureProps): ReactElement {
  const src = useImageSrc(source);
  return (
    <Frame $ratio={ratio}>
      {src ? (
        <img src={src} alt={alt} loading="lazy" />
      ) : (
        <Placeholder viewBox="0 0 64 64" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="14" cy="14" r="8" />
          <circle cx="50" cy="14" r="8" />
          <circle cx="14" cy="50" r="8" />
          <circle cx="50" cy="50" r="8" />
          <path d="M20 20l8 8M44 20l-8 8M20 44l8-8M44 44l-8-8" />
          <rect x="26" y="26" width="12" height="12" rx="3" />
        </Placeholder>
      )}
    </Frame>
  );
}
