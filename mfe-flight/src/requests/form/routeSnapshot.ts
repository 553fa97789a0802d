import type { RouteSnapshotCapture } from '@nebo/mfe-map/types';
import { FILE_SIZE_LIMITS, newFilesOf, type FileEntry } from '@nebo/shared-ui';

/** The name the route picture made from the map is sent under (`flightRouteImageFile`). */
export const ROUTE_SNAPSHOT_NAME = 'route.png';

export interface RouteImageChoice {
  /** The form's route picture field: the stored picture and/or a file the pilot chose now. */
  routeImage: readonly FileEntry[];
  /** Whether the form holds a route at all (no picture is made of none). */
  hasRoute: boolean;
  /** The editor's picture of the route (mfe_map/RouteEditor `onSnapshotReady`), null until the map exists. */
  capture: RouteSnapshotCapture | null;
}

/** A stored picture the pilot attached (not one made from the map): saving keeps it as it is. */
function keepsOwnPicture(routeImage: readonly FileEntry[]): boolean {
  return routeImage.some((entry) => entry.kind === 'stored' && (entry.file.filename ?? '') !== ROUTE_SNAPSHOT_NAME);
}

/**
 * The route picture to send with a save: the file the pilot attached wins; else, unless a picture of the
 * pilot's own is already stored, the editor's picture of the route as `route.png` (PNG, ≤ 5 MB). Null means
 * no `flightRouteImageFile` part (the server keeps the current one): no route, no picture, too large, or
 * the picture failed — a failed picture never stops the save.
 */
export async function chooseRouteImage({ routeImage, hasRoute, capture }: RouteImageChoice): Promise<File | null> {
  const attached = newFilesOf([...routeImage])[0];
  if (attached) return attached;
  if (!hasRoute || !capture || keepsOwnPicture(routeImage)) return null;
  let blob: Blob | null;
  try {
    blob = await capture();
  } catch {
    return null;
  }
  if (!blob || blob.size === 0 || blob.size > FILE_SIZE_LIMITS.small) return null;
  return new File([blob], ROUTE_SNAPSHOT_NAME, { type: 'image/png' });
}
