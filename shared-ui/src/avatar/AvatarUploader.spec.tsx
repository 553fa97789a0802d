import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { alertStore } from '../alerts/alertStore';
import { NeboUiProvider } from '../providers/NeboUiProvider';
import { AvatarUploader, type AvatarUploaderProps, type AvatarUploaderTexts } from './AvatarUploader';

const texts: AvatarUploaderTexts = {
  alt: 'Avatar',
  rules: 'Images up to 5 MB',
  upload: 'Upload',
  replace: 'Replace',
  pickerLabel: 'Choose a picture',
  delete: 'Delete',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  deleted: 'Deleted',
};

function renderUploader(props: Partial<AvatarUploaderProps> = {}) {
  const all: AvatarUploaderProps = {
    src: undefined,
    initial: 'A',
    hasAvatar: false,
    shape: 'round',
    accept: 'image/*',
    texts,
    check: () => null,
    upload: jest.fn().mockResolvedValue(undefined),
    remove: jest.fn().mockResolvedValue(undefined),
    onSaved: jest.fn().mockResolvedValue(undefined),
    errorText: (error) => (error instanceof Error ? error.message : String(error)),
    ...props,
  };
  render(
    <NeboUiProvider withGlobalStyle={false}>
      <AvatarUploader {...all} />
    </NeboUiProvider>,
  );
  return all;
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText('Choose a picture'), { target: { files: [file] } });
const png = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });

afterEach(() => alertStore.getState().clear());

describe('AvatarUploader', () => {
  it('shows the initial without a picture, the picture with one', () => {
    renderUploader();
    expect(screen.getByText('A')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows only the picture when not editable', () => {
    renderUploader({ src: '/a.png', editable: false, hasAvatar: true });
    expect(screen.getByRole('img', { name: 'Avatar' }).getAttribute('src')).toBe('/a.png');
    expect(screen.queryByText('Images up to 5 MB')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('uploads a chosen file, announces it and refreshes', async () => {
    const props = renderUploader();
    expect(screen.getByText('Upload')).toBeTruthy();
    pick(png);
    await waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    expect(props.upload).toHaveBeenCalledWith(png, expect.objectContaining({ onProgress: expect.any(Function) }));
    expect(alertStore.getState().alerts.map((alert) => alert.message)).toContain('Uploaded');
  });

  it('shows why a file is refused and does not upload it', () => {
    const props = renderUploader({ check: (file) => `${file.name} is too large` });
    pick(png);
    expect(screen.getByRole('alert').textContent).toBe('me.png is too large');
    expect(props.upload).not.toHaveBeenCalled();
  });

  it('shows a failed upload as an alert, without announcing success', async () => {
    const props = renderUploader({ upload: jest.fn().mockRejectedValue(new Error('Server said no')) });
    pick(png);
    expect((await screen.findByRole('alert')).textContent).toBe('Server said no');
    expect(props.onSaved).not.toHaveBeenCalled();
  });

  it('offers replace and delete once there is an avatar', async () => {
    const props = renderUploader({ hasAvatar: true, src: '/a.png' });
    expect(screen.getByText('Replace')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    expect(props.remove).toHaveBeenCalled();
  });
});
