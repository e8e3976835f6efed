import { AGENCY_NOT_FOUND_MESSAGE } from '../../../src/domain/collection/collectionAgency';
import { toIsoDate } from '../../../src/domain/dates/isoDate';
import {
  findCollectionAgency,
  listCollectionAgencies,
  listCollectors,
  listCountries,
  listEuFees,
  listPrinters,
  listShipments,
  listTaxRates,
} from '../../common/commonLists';
import type { Database } from '../../db/database';
import { ApiError } from '../apiError';
import type { HandlerGroup } from './apiHandlers';

/** The shared lists (part 1 §7 "Customer type and common", part 2 §7.4) on the service and legacy APIs. */
export function commonListHandlers({ db }: { db: Database }): HandlerGroup {
  return {
    service: {
      listCountries: () => listCountries(db),
      listShipments: () => listShipments(db),
      listCollectionAgencies: () => listCollectionAgencies(db),
      listEuFees: () => listEuFees(db),
    },
    legacy: {
      listPrinters: () => listPrinters(db),
      listTaxRates: ({ query }) => listTaxRates(db, (query.date as string | undefined) ?? toIsoDate(new Date())),
      listCollectors: () => listCollectors(db),
      async getCollectionAgency({ params }) {
        const agency = await findCollectionAgency(db, params.id as number);
        if (!agency) throw new ApiError(404, AGENCY_NOT_FOUND_MESSAGE);
        return agency;
      },
    },
  };
}
