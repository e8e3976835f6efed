import { CLIENT_NOT_FOUND_MESSAGE } from '../../../src/domain/customer/customerTypeConfirmation';
import { enqueueJobs } from '../../jobs/jobs';
import { einvoiceReadiness, READINESS_LOOKUP_JOB, switchToEhf } from '../../lookups/einvoiceReadiness';
import { EMBEDDED_OUTSIDE } from '../../outside/outsideParties';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationContext } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The e-invoice readiness report of a client (issue 44), within the officer's bases. */
export function einvoiceReadinessHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;
  const receivers = (dependencies.outside ?? EMBEDDED_OUTSIDE).ehfReceivers;

  async function visibleClient(context: OperationContext): Promise<number> {
    const clientId = context.params.clientId as number;
    const found = await db.query('SELECT 1 FROM client WHERE id = $1 AND officer_id = ANY($2::int[])', [clientId, signedInOfficer(context).bases]);
    if (found.length === 0) throw new ApiError(404, CLIENT_NOT_FOUND_MESSAGE);
    return clientId;
  }
  const paths = (clientId: number) => [`clients/${clientId}/einvoice-readiness`, `clients/${clientId}/customers`];

  return {
    service: {
      getEinvoiceReadiness: async (context) => einvoiceReadiness(db, await visibleClient(context), receivers),
      async lookUpEinvoiceReadiness(context) {
        const clientId = await visibleClient(context);
        context.reply.code(202);
        if (receivers.source !== 'PEPPOL') return { queued: false };
        await commitChange(
          dependencies,
          (tx) => enqueueJobs(tx, [{ kind: READINESS_LOOKUP_JOB, key: `${clientId}:${new Date().toISOString().slice(0, 13)}`, payload: { clientId } }]),
          () => [],
        );
        dependencies.jobs?.kick();
        return { queued: true };
      },
      async switchCustomersToEhf(context) {
        const clientId = await visibleClient(context);
        const { customerIds } = context.body as { customerIds: number[] };
        const result = await commitChange(dependencies, (tx) => switchToEhf(tx, clientId, customerIds, receivers), (done) => (done.switched ? paths(clientId) : []));
        return { switched: result.switched, left: result.left };
      },
    },
  };
}
