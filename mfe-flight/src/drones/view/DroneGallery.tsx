import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DronePicture, PROJECTIONS, type ImageInfo, type Projection } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    padding: 2px;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    background: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** The drone's photos: the chosen projection large (FRONT first), the six projections as buttons below. */
export function DroneGallery({ images }: { images: readonly ImageInfo[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const byProjection = new Map<Projection, ImageInfo>(images.map((image) => [image.projection, image]));
  const present = PROJECTIONS.filter((projection) => byProjection.has(projection));
  const [shown, setShown] = useState<Projection>(present[0] ?? 'FRONT');
  const current = byProjection.get(shown);
  return (
    <Root>
      <DronePicture
        source={current ? { url: current.url, protectedFile: true } : null}
        alt={current ? t('drones:photos.alt', { side: t(`drones:projection.${shown}`) }) : t('drones:photos.none')}
      />
      {present.length > 1 ? (
        <Thumbs aria-label={t('drones:photos.title')}>
          {present.map((projection) => {
            const image = byProjection.get(projection);
            return (
              <li key={projection}>
                <button
                  type="button"
                  aria-pressed={shown === projection}
                  aria-label={t('drones:photos.show', { side: t(`drones:projection.${projection}`) })}
                  onClick={() => setShown(projection)}
                >
                  <DronePicture source={image ? { url: image.url, protectedFile: true } : null} alt="" ratio="1 / 1" />
                </button>
              </li>
            );
          })}
        </Thumbs>
      ) : null}
    </Root>
  );
}
