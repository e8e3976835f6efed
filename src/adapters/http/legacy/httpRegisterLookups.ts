import type { RegisterLookupsPort } from '../../../application/ports/registerLookups.port';
import { answer, orNull } from '../shared/answer';
import type { ServiceClient } from '../service/serviceClient';
import type { LegacyClient } from './legacyClient';

/** Posten's city of a postal code (legacy CommonReg/CityName), or null when it has none. */
export async function lookUpCityName(legacy: LegacyClient, postNo: string): Promise<string | null> {
  const found = await orNull(answer(legacy.GET('/CommonReg/CityName/{postNo}', { params: { path: { postNo } } })));
  return found?.cityName ?? null;
}

/** The register look-ups (part 2 §7.4): the city on the legacy API, the company on the service API's brreg. */
export function httpRegisterLookups(legacy: LegacyClient, service: ServiceClient): RegisterLookupsPort {
  return {
    cityName: (postNo) => lookUpCityName(legacy, postNo),
    async company(orgNo) {
      const found = await orNull(answer(service.GET('/organizations/brreg/{orgNo}', { params: { path: { orgNo } } })));
      if (found === null) return null;
      return {
        name: found.name,
        orgNo: found.orgNo,
        orgForm: found.orgForm ?? null,
        address: found.address ?? null,
        isInCompanyRegister: found.isInCompanyRegister,
        isInVatRegister: found.isInVatRegister ?? false,
        isUnderLiquidation: found.isUnderLiquidation ?? false,
        isUnderCompulsion: found.isUnderCompulsion ?? false,
        isBankrupt: found.isBankrupt,
      };
    },
  };
}
