import type { Database } from '../../db/database';
import { findCityName, findCompany, findElmaParticipant } from '../../lookups/registers';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import type { HandlerGroup } from './apiHandlers';

const unknownPostNo = (postNo: string) => `Fant ikke postnummer ${postNo}`;
const unknownOrgNo = (orgNo: string) => `Fant ikke organisasjonsnummer ${orgNo} i Enhetsregisteret`;

/** Postal code, company register and invoice network look-ups (part 2 §7.4). */
export function lookupHandlers({ db }: { db: Database }): HandlerGroup {
  const company: OperationHandler = async ({ params }) => {
    const orgNo = params.orgNo as string;
    const found = await findCompany(db, orgNo);
    if (!found) throw new ApiError(404, unknownOrgNo(orgNo));
    return found;
  };
  return {
    legacy: {
      async lookupCityName({ params }) {
        const postNo = params.postNo as string;
        const found = await findCityName(db, postNo);
        if (!found) throw new ApiError(404, unknownPostNo(postNo));
        return found;
      },
      lookupBrReg: company,
      lookupElma: ({ params }) => findElmaParticipant(db, params.orgNo as string),
    },
    service: { lookupOrganization: company },
  };
}
