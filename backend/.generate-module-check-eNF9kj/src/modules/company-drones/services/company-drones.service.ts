import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { CompanyMembership } from '../../companies/services/company-membership';
import type { Locale } from '../../dictionaries/domain/locale';
import { DictionaryQueryDto } from '../../dictionaries/dtos/dictionary-query.dto';
import { DictionariesService } from '../../dictionaries/services/dictionaries.service';
import { companyDroneOwner } from '../../drones/domain/drone-owner';
import type { DroneDefaultsDto, DronePageDto } from '../../drones/dtos/drone.dto';
import { DroneOptionsService } from '../../drones/services/drone-options.service';
import { DronesService } from '../../drones/services/drones.service';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type {
  CompanyDroneComboboxListDto,
  CompanyDroneDictionaryDto,
  CompanyDroneDto,
  CompanyDroneManufacturerListDto,
  CompanyDroneModelNameListDto,
} from '../dtos/company-drone.dto';
import type { CompanyDroneOptionsQueryDto, CompanyDroneQueryDto } from '../dtos/company-drone-query.dto';

/** The drone dictionaries the company pages offer, by their path. */
export const DRONE_DICTIONARIES = {
  'drone-type': 'DRONE_TYPE',
  'engine-type': 'ENGINE_TYPE',
  'drone-weight-range': 'DRONE_WEIGHT_RANGE',
} as const;

/**
 * The caller's company's drones (docs/requirements.md#company-drones). The company is always the caller's own
 * (CompanyMembership): another company's drone is a 404 like a missing one. The guards have refused non-staff and,
 * for writes, PILOT/SIGNER already; the service asks again so it never works without a member.
 */
@Injectable()
export class CompanyDronesService {
  constructor(
    private readonly membership: CompanyMembership,
    private readonly drones: DronesService,
    private readonly options: DroneOptionsService,
    private readonly dictionaries: DictionariesService,
  ) {}

  private async owner(caller: Caller) {
    return companyDroneOwner((await this.membership.require(caller)).companyId);
  }

  async list(caller: Caller, query: CompanyDroneQueryDto): Promise<DronePageDto> {
    return this.drones.find(await this.owner(caller), query);
  }

  async get(caller: Caller, id: string): Promise<CompanyDroneDto> {
    return this.drones.view(await this.owner(caller), id);
  }

  defaults(modelId: string | undefined): Promise<DroneDefaultsDto> {
    return this.drones.libraryDefaults(modelId);
  }

  async save(caller: Caller, upload: ReceivedUpload): Promise<CompanyDroneDto> {
    const member = await this.membership.requireAdmin(caller);
    const owner = companyDroneOwner(member.companyId);
    const id = await this.drones.store(owner, upload, { actingUserId: member.userId, form: 'COMPANY' });
    return this.drones.view(owner, id);
  }

  async delete(caller: Caller, id: string): Promise<void> {
    const member = await this.membership.requireAdmin(caller);
    await this.drones.delete(companyDroneOwner(member.companyId), id);
  }

  async combobox(caller: Caller, query: CompanyDroneOptionsQueryDto): Promise<CompanyDroneComboboxListDto> {
    return { data: await this.options.pickerItems(await this.owner(caller), query.query, query.size) };
  }

  async manufacturers(caller: Caller, query: CompanyDroneOptionsQueryDto): Promise<CompanyDroneManufacturerListDto> {
    const names = await this.options.manufacturers(await this.owner(caller), query.query, query.size);
    return { data: names.map((name) => ({ name })) };
  }

  async models(caller: Caller, query: CompanyDroneOptionsQueryDto): Promise<CompanyDroneModelNameListDto> {
    return { data: await this.options.models(await this.owner(caller), query.query, query.size) };
  }

  async dictionary(path: keyof typeof DRONE_DICTIONARIES, locale: Locale): Promise<CompanyDroneDictionaryDto> {
    const query = Object.assign(new DictionaryQueryDto(), { page: 0, size: 100 });
    return { data: (await this.dictionaries.list(DRONE_DICTIONARIES[path], query, locale)).data };
  }

  registrationNumberExists(registrationNumber: string, exceptId: string | undefined): Promise<{ exists: boolean }> {
    return this.drones.registrationNumberExists(registrationNumber, exceptId);
  }
}
