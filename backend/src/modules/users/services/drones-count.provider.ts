import { Injectable } from '@nestjs/common';

/**
 * How many drones a user or an organisation has registered, for the summary's `dronesCount`,
 * `allowedToFly` and `companyHasDrones`. The users module only depends on this interface so that the
 * future drones module (which itself depends on users, as drones have owners) can provide the real count
 * without a dependency cycle.
 */
export interface DronesCountProvider {
  countUserDrones(userId: string): Promise<number>;
  countOrganisationDrones(organisationId: string): Promise<number>;
}

export const DRONES_COUNT_PROVIDER = Symbol('DRONES_COUNT_PROVIDER');

/**
 * There is no drones table yet, so nobody has a drone: every count is 0 and therefore nobody is allowed
 * to fly. Replace this binding (in UsersModule) with the drones module's provider once it exists.
 */
@Injectable()
export class NoDronesYetProvider implements DronesCountProvider {
  async countUserDrones(): Promise<number> {
    return 0;
  }

  async countOrganisationDrones(): Promise<number> {
    return 0;
  }
}
