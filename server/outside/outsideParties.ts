import { liveCompanyRegister, SEEDED_COMPANY_REGISTER, type CompanyRegister } from './brreg/companyRegister';
import type { EnhetsregisteretConfig } from './brreg/enhetsregisteret';
import type { OutsideConfig } from './outsideConfig';
import { EMBEDDED_OUTSIDE_CONFIG } from './outsideConfig';
import { ELMA_RECEIVERS, peppolReceivers, type EhfReceivers } from './peppol/ehfReceivers';

/** The outside parties the server talks to, each chosen by configuration (ARCHITECTURE.md §8). */
export interface OutsideParties {
  readonly config: OutsideConfig;
  readonly companyRegister: CompanyRegister;
  /** Enhetsregisteret's API for the change feed; null with the seeded register. */
  readonly enhetsregisteret: EnhetsregisteretConfig | null;
  readonly ehfReceivers: EhfReceivers;
}

export function outsidePartiesFrom(config: OutsideConfig): OutsideParties {
  const enhetsregisteret = config.brregUrl ? { baseUrl: config.brregUrl, timeoutMs: config.brregTimeoutMs } : null;
  return {
    config,
    enhetsregisteret,
    companyRegister: enhetsregisteret ? liveCompanyRegister({ ...enhetsregisteret, maxAgeSeconds: config.brregCacheSeconds }) : SEEDED_COMPANY_REGISTER,
    ehfReceivers: config.peppolSmlZone
      ? peppolReceivers({ smlZone: config.peppolSmlZone, dnsServers: config.peppolDnsServers, timeoutMs: config.peppolTimeoutMs })
      : ELMA_RECEIVERS,
  };
}

/** Nothing outside: the seeded register, the ELMA table, EHF kept in the outbox. */
export const EMBEDDED_OUTSIDE: OutsideParties = outsidePartiesFrom(EMBEDDED_OUTSIDE_CONFIG);
