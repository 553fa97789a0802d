import { fireEvent, screen, within } from '@testing-library/react';
import { Form } from 'react-final-form';
import { configureApiClient, resetApiClient } from '../api/client';
import { renderWithProviders } from '../testing/render';
import type { PhotoEntries } from './photoEntries';
import { ProjectionPhotos } from './ProjectionPhotos';

interface Values {
  images: PhotoEntries;
}

const stored: PhotoEntries = {
  TOP: { kind: 'stored', image: { id: 'img-top', main: false, url: '/api/files/img-top', projection: 'TOP' } },
};

function renderPhotos(props: { disabled?: boolean; protectedFiles?: boolean } = {}, images: PhotoEntries = {}, route = '/en/drones/new/') {
  let current: Values = { images };
  renderWithProviders(
    <Form<Values> onSubmit={() => undefined} initialValues={{ images }}>
      {({ values }) => {
        current = values;
        return <ProjectionPhotos {...props} />;
      }}
    </Form>,
    { route },
  );
  return () => current.images ?? {};
}

const png = (name: string, size = 16) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pick = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

beforeEach(() => configureApiClient({ baseUrl: 'http://api.test', getToken: async () => 'tok' }));
afterEach(() => resetApiClient());

describe('ProjectionPhotos', () => {
  it('offers the six projections, the front one as the main photo', () => {
    renderPhotos();
    expect(screen.getByRole('group', { name: 'Photos' })).toBeTruthy();
    expect(screen.getAllByLabelText(/^Choose photo: /)).toHaveLength(6);
    expect(screen.getByText('Front (main)')).toBeTruthy();
    expect(screen.getByText(/JPEG or PNG, up to 5 MB each/)).toBeTruthy();
  });

  it('takes a chosen photo into its projection and removes it on request', () => {
    const images = renderPhotos();
    const photo = png('front.png');
    pick('Choose photo: Front', photo);
    expect(images().FRONT).toEqual({ kind: 'new', file: photo });
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo: Front' }));
    expect(images().FRONT).toBeUndefined();
    expect(screen.getByLabelText('Choose photo: Front')).toBeTruthy();
  });

  it('refuses a file over 5 MB or of another type, saying why next to the slot', () => {
    const images = renderPhotos();
    pick('Choose photo: Left', png('huge.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('The file is larger than 5 MB')).toBeTruthy();
    pick('Choose photo: Left', new File(['x'], 'left.gif', { type: 'image/gif' }));
    expect(screen.getByText('A JPEG or PNG file is needed')).toBeTruthy();
    expect(screen.getByLabelText('Choose photo: Left').getAttribute('aria-invalid')).toBe('true');
    expect(images().LEFT).toBeUndefined();
  });

  it('shows a pilot’s stored photo through the access token, and a library picture as it is', async () => {
    renderPhotos({}, stored);
    const slot = screen.getByText('Top').closest('li') as HTMLElement;
    expect(((await within(slot).findByRole('img', { name: 'Drone: Top' })) as HTMLImageElement).src).toBe(
      'http://api.test/api/files/img-top?access_token=tok',
    );
    expect(within(slot).getByLabelText('Replace photo: Top')).toBeTruthy();
  });

  it('shows a library picture without the token, and no actions while the form is sending', async () => {
    renderPhotos({ protectedFiles: false, disabled: true }, stored, '/admin/library/models/new/');
    expect(((await screen.findByRole('img', { name: 'Дрон: Сверху' })) as HTMLImageElement).src).toBe('http://api.test/api/files/img-top');
    expect(screen.queryByLabelText(/^Выбрать фото: /)).toBeNull();
  });
});
