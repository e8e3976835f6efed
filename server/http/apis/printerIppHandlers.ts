import { checkPrinterIppUrl, IPP_UPDATE_FAILED } from '../../../src/domain/settings/printers';
import { listPrinters } from '../../common/commonLists';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { ApiDependencies, HandlerGroup } from './apiHandlers';

const PRINTERS_PATH = 'CommonReg/Printers';

/** Issue 45: a printer's IPP address in the printer setup (Skriver oppsett), set by Technical officers. */
export function printerIppHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;
  return {
    legacy: {
      async updatePrinterIpp(context) {
        const printerId = context.params.printerId as number;
        const checked = checkPrinterIppUrl((context.body as { ippUrl: string | null }).ippUrl);
        if (!checked.ok) throw new ApiError(400, checked.error, [{ path: 'body.ippUrl', message: checked.error }]);
        const changed = await commitChange(
          dependencies,
          async (tx) => (await tx.query('UPDATE printer SET ipp_url = $2 WHERE id = $1 RETURNING id', [printerId, checked.value])).length > 0,
          (done) => (done ? [PRINTERS_PATH] : []),
        );
        if (!changed) throw new ApiError(404, IPP_UPDATE_FAILED);
        const printer = (await listPrinters(db)).find((p) => p.id === printerId);
        if (!printer) throw new ApiError(404, IPP_UPDATE_FAILED);
        return printer;
      },
    },
  };
}
