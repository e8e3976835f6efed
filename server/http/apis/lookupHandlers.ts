import { registerMessages } from '../../../src/domain/company/registerAnswers';
import type { Database } from '../../db/database';
import { findCityName } from '../../lookups/registers';
import type { CompanyLookupResult } from '../../outside/brreg/companyRegister';
import { EMBEDDED_OUTSIDE, type OutsideParties } from '../../outside/outsideParties';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import type { HandlerGroup } from './apiHandlers';

const unknownPostNo = (postNo: string) => `Fant ikke postnummer ${postNo}`;

/** A company register answer as the lookups give it: the company, or the status and message of each other answer. */
function companyAnswer(orgNo: string, result: CompanyLookupResult) {
  switch (result.kind) {
    case 'found':
      return result.company;
    case 'notFound':
      throw new ApiError(404, registerMessages.notFound(orgNo));
    case 'deleted':
      throw new ApiError(410, registerMessages.deleted(orgNo, result.deletedDate));
    case 'removed':
      throw new ApiError(410, registerMessages.removed(orgNo));
    case 'invalid':
      throw new ApiError(400, registerMessages.invalid(orgNo), [{ path: 'path.orgNo', message: registerMessages.invalid(orgNo) }]);
    case 'unavailable':
      throw new ApiError(503, registerMessages.unavailable);
  }
}

/** Postal code, company register and invoice network look-ups (part 2 §7.4). */
export function lookupHandlers({ db, outside = EMBEDDED_OUTSIDE }: { db: Database; outside?: OutsideParties }): HandlerGroup {
  const company: OperationHandler = async ({ params }) => {
    const orgNo = params.orgNo as string;
    return companyAnswer(orgNo, await outside.companyRegister.lookUp(db, orgNo));
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
      async lookupElma({ params }) {
        const answer = await outside.ehfReceivers.lookUp(db, params.orgNo as string);
        if (!answer) throw new ApiError(503, 'EHF-registeret (PEPPOL) svarer ikke nå. Prøv igjen senere.');
        return answer;
      },
    },
    service: { lookupOrganization: company },
  };
}
