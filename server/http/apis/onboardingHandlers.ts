import { isoText } from '../../../src/domain/dates/calendarDay';
import { osloClock } from '../../../src/domain/dates/osloClock';
import { bodyPathOf, validateNewClient, type NewClientField } from '../../../src/domain/onboarding/newClient';
import { PENDING_CLIENT_NOT_FOUND } from '../../../src/domain/settings/pendingClients';
import { clientDetail } from '../../clients/clientReads';
import { createClient, nextClientNumbers, valuesOfRequest, type NewClientRequest } from '../../onboarding/clientCreation';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationContext } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

// Not worded by the spec; ours.
export const BASE_NOT_YOURS = 'Du har ikke tilgang til denne basen';
export const UNKNOWN_COUNTRY = 'Ukjent landkode';
export const UNKNOWN_AGENCY = 'Ukjent inkassoselskap';

const refused = (field: NewClientField, message: string) => new ApiError(400, message, [{ path: bodyPathOf(field), message }]);

/**
 * Onboarding (part 2 §2.10, §7.5): the next free client number per base and client creation. A client is
 * created in one transaction under the advisory lock of clientCreation.ts, and a repeated idempotency key
 * answers the first client.
 */
export function onboardingHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;

  /** Creates the client of a NewClient body (the wizard's call, and legacy POST Client with the same payload). */
  async function create(context: OperationContext): Promise<Record<string, unknown>> {
    const officer = signedInOfficer(context);
    const request = context.body as NewClientRequest;
    const values = valuesOfRequest(request, isoText(osloClock(new Date())));
    const issues = validateNewClient(values);
    if (issues.length > 0) {
      throw new ApiError(400, issues[0]!.message, issues.map((issue) => ({ path: bodyPathOf(issue.field), message: issue.message })));
    }
    if (!officer.bases.includes(request.officerId)) throw refused('officerId', BASE_NOT_YOURS);
    const outcome = await commitChange(
      dependencies,
      (tx) => createClient(tx, request, values, { officerId: officer.sub, now: new Date() }),
      (result) => (result.kind === 'created' ? ['clients', 'Onboarding/ClientReg'] : []),
    );
    if (outcome.kind === 'noPending') throw new ApiError(404, PENDING_CLIENT_NOT_FOUND);
    if (outcome.kind === 'unknown') throw refused(outcome.field, outcome.field === 'agencyId' ? UNKNOWN_AGENCY : UNKNOWN_COUNTRY);
    context.reply.code(201);
    return (await clientDetail(db, outcome.clientId, [request.officerId]))!;
  }

  return {
    service: {
      listNextClientNumbers: (context) => nextClientNumbers(db, signedInOfficer(context).bases),
      createClient: create,
    },
    legacy: {
      async createClientLegacy(context) {
        const client = await create(context);
        return { id: client.id, name: client.name };
      },
    },
  };
}
