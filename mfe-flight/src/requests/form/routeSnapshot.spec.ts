import { FILE_SIZE_LIMITS, type FileEntry } from '@nebo/shared-ui';
import { chooseRouteImage, ROUTE_SNAPSHOT_NAME } from './routeSnapshot';

const png = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });
const attached = new File(['own'], 'my-route.jpg', { type: 'image/jpeg' });
const chosen: FileEntry = { kind: 'new', key: 'file-1', file: attached };
const storedAuto: FileEntry = { kind: 'stored', file: { id: 'f1', url: '/files/f1', filename: ROUTE_SNAPSHOT_NAME } };
const storedOwn: FileEntry = { kind: 'stored', file: { id: 'f2', url: '/files/f2', filename: 'scan.jpeg' } };

describe('chooseRouteImage', () => {
  it('sends the file the pilot attached, without taking a picture', async () => {
    const capture = jest.fn().mockResolvedValue(png(10));
    await expect(chooseRouteImage({ routeImage: [storedAuto, chosen], hasRoute: true, capture })).resolves.toBe(attached);
    expect(capture).not.toHaveBeenCalled();
  });

  it("else sends the editor's picture of the route as route.png", async () => {
    const capture = jest.fn().mockResolvedValue(png(10));
    const file = await chooseRouteImage({ routeImage: [], hasRoute: true, capture });
    expect(capture).toHaveBeenCalledTimes(1);
    expect(file).toBeInstanceOf(File);
    expect(file?.name).toBe('route.png');
    expect(file?.type).toBe('image/png');
    expect(file?.size).toBe(10);
  });

  it('makes the picture again over one made from the map before', async () => {
    const file = await chooseRouteImage({ routeImage: [storedAuto], hasRoute: true, capture: () => Promise.resolve(png(3)) });
    expect(file?.name).toBe('route.png');
  });

  it("keeps a stored picture of the pilot's own", async () => {
    const capture = jest.fn().mockResolvedValue(png(10));
    await expect(chooseRouteImage({ routeImage: [storedOwn], hasRoute: true, capture })).resolves.toBeNull();
    expect(capture).not.toHaveBeenCalled();
  });

  it('sends no part when the picture is null, fails, is empty or is over 5 MB', async () => {
    const choose = (capture: () => Promise<Blob | null>) => chooseRouteImage({ routeImage: [], hasRoute: true, capture });
    await expect(choose(() => Promise.resolve(null))).resolves.toBeNull();
    await expect(choose(() => Promise.reject(new Error('tainted')))).resolves.toBeNull();
    await expect(choose(() => Promise.resolve(png(0)))).resolves.toBeNull();
    await expect(choose(() => Promise.resolve(png(FILE_SIZE_LIMITS.small + 1)))).resolves.toBeNull();
    await expect(choose(() => Promise.resolve(png(FILE_SIZE_LIMITS.small)))).resolves.toBeInstanceOf(File);
  });

  it('sends no part without a route or before the editor can take a picture', async () => {
    const capture = jest.fn().mockResolvedValue(png(10));
    await expect(chooseRouteImage({ routeImage: [], hasRoute: false, capture })).resolves.toBeNull();
    await expect(chooseRouteImage({ routeImage: [], hasRoute: true, capture: null })).resolves.toBeNull();
    expect(capture).not.toHaveBeenCalled();
  });
});
