import type { ImageInfo } from './droneTypes';
import { PHOTO_FIELDS, photoEntriesOf, splitPhotoEntries } from './photoEntries';

const stored = (id: string, projection: ImageInfo['projection']): ImageInfo => ({
  id,
  main: projection === 'FRONT',
  url: `/api/files/${id}`,
  projection,
});

describe('projection photo entries', () => {
  it('puts stored pictures in their projection slots', () => {
    const front = stored('f1', 'FRONT');
    const top = stored('t1', 'TOP');
    expect(photoEntriesOf([front, top])).toEqual({ FRONT: { kind: 'stored', image: front }, TOP: { kind: 'stored', image: top } });
    expect(photoEntriesOf([])).toEqual({});
  });

  it('keeps stored pictures by id and sends new files by projection, in projection order', () => {
    const picture = new File(['png'], 'back.png', { type: 'image/png' });
    const { kept, files } = splitPhotoEntries({
      BACK: { kind: 'new', file: picture },
      TOP: { kind: 'stored', image: stored('t1', 'TOP') },
      FRONT: { kind: 'stored', image: stored('f1', 'FRONT') },
    });
    expect(kept).toEqual([
      { id: 'f1', projection: 'FRONT' },
      { id: 't1', projection: 'TOP' },
    ]);
    expect(files).toEqual({ BACK: picture });
  });

  it('names the six photo fields as the server does', () => {
    expect(PHOTO_FIELDS).toEqual(['images.FRONT', 'images.TOP', 'images.BOTTOM', 'images.LEFT', 'images.RIGHT', 'images.BACK']);
  });
});
