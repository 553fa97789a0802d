/** Who a drone belongs to: an individual pilot (users.id) or a company (companies.id). */
export type DroneOwnerKind = 'USER' | 'COMPANY';
export const DRONE_OWNER_KINDS: readonly DroneOwnerKind[] = ['USER', 'COMPANY'];

export interface DroneOwner {
  kind: DroneOwnerKind;
  id: string;
}

export const userDroneOwner = (userId: string): DroneOwner => ({ kind: 'USER', id: userId });
export const companyDroneOwner = (companyId: string): DroneOwner => ({ kind: 'COMPANY', id: companyId });

/**
 * Callers written before company drones (flights, authority review, demo flights, the benchmark) pass a pilot's
 * user id; they keep working unchanged.
 */
export function asDroneOwner(owner: DroneOwner | string): DroneOwner {
  return typeof owner === 'string' ? userDroneOwner(owner) : owner;
}
