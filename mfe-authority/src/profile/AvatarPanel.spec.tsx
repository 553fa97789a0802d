import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeXhr, type FakeXhrControl } from '@nebo/shared-ui/testing';
import { AUTHORITY_ID, moscowCentre, renderArea, setupArea } from '../api/testing';
import { avatarProblem } from './AvatarPanel';

jest.mock('../review/map/MapViewSlot', () => ({ MapViewSlot: () => null, MAP_REMOTE: 'mfe_map' }));

let xhr: FakeXhrControl;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => xhr.restore());

const withAvatar = { ...moscowCentre, avatar: { id: 'f1', url: '/api/files/f1', filename: 'emblem.png', accessTypeCode: 'PUBLIC' } };

describe('the authority emblem', () => {
  it('refuses a file the server would refuse before sending it', () => {
    expect(avatarProblem({ name: 'e.png', size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe('tooLarge');
    expect(avatarProblem({ name: 'e.gif', size: 10, type: 'image/gif' })).toBe('wrongType');
    expect(avatarProblem({ name: 'e.webp', size: 10, type: 'image/webp' })).toBeNull();
    expect(avatarProblem({ name: 'E.JPG', size: 10, type: '' })).toBeNull();
  });

  it('uploads as the multipart field `avatar` with progress, then shows the new emblem', async () => {
    const fake = setupArea();
    fake.on('GET', `/api/authorities/${AUTHORITY_ID}`, { body: moscowCentre });
    renderArea('/agreement/authority/');
    const input = await screen.findByLabelText('Загрузить эмблему');
    xhr.reply({ status: 200, body: withAvatar, progress: [[50, 100]], hold: true });
    fake.on('GET', `/api/authorities/${AUTHORITY_ID}`, { body: withAvatar });
    const file = new File(['png'], 'emblem.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    xhr.release();
    expect(await screen.findByRole('img', { name: 'Эмблема органа' })).toBeTruthy();
    expect(xhr.sent[0].method).toBe('POST');
    expect(xhr.sent[0].url).toBe(`http://api.test/api/authorities/${AUTHORITY_ID}/avatar`);
    expect((xhr.sent[0].body as FormData).get('avatar')).toBe(file);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('button', { name: 'Удалить эмблему' })).toBeTruthy();
  });

  it('says why a chosen file is not taken, sending nothing', async () => {
    const fake = setupArea();
    fake.on('GET', `/api/authorities/${AUTHORITY_ID}`, { body: moscowCentre });
    renderArea('/agreement/authority/');
    const input = await screen.findByLabelText('Загрузить эмблему');
    fireEvent.change(input, { target: { files: [new File(['gif'], 'emblem.gif', { type: 'image/gif' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Файл «emblem.gif» не подходит: нужен JPEG, PNG или WEBP.');
    expect(xhr.sent).toHaveLength(0);
  });
});
