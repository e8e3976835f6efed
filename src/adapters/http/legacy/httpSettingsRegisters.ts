import type { SettingsRegistersPort } from '../../../application/ports/settingsRegisters.port';
import { COLLECTOR_EMAIL_EXISTS_CODE } from '../../../domain/settings/collectors';
import { answer } from '../shared/answer';
import type { LegacyClient } from './legacyClient';

/** Printers and PDF recipients on the legacy API (CommonReg/...). */
export function httpSettingsRegisters(client: LegacyClient): SettingsRegistersPort {
  return {
    printers: () => ({
      api: 'legacy',
      path: 'CommonReg/Printers',
      fetch: async (signal) => (await answer(client.GET('/CommonReg/Printers', { signal }))).map((p) => ({ ...p, ippUrl: p.ippUrl ?? null })),
    }),
    updatePrinter: async ({ id, baseNr, printerName, formType }) => {
      await answer(client.PUT('/CommonReg/Printer', { body: { printers: [{ id, baseNr, printerName, formType }] } }));
    },
    setPrinterIppUrl: async (printerId, ippUrl) => {
      await answer(client.PUT('/CommonReg/Printer/{printerId}/Ipp', { params: { path: { printerId } }, body: { ippUrl } }));
    },
    collectors: () => ({ api: 'legacy', path: 'CommonReg/Collectors', fetch: (signal) => answer(client.GET('/CommonReg/Collectors', { signal })) }),
    addRecipient: async (email) => {
      const { data, error } = await client.POST('/CommonReg/Collector/Recipient', { body: { email } });
      if (data) return { added: data };
      return { refused: error?.code === COLLECTOR_EMAIL_EXISTS_CODE ? 'exists' : 'failed' };
    },
    removeRecipient: async (id) => {
      await answer(client.DELETE('/CommonReg/Collector/Recipient/{id}', { params: { path: { id } } }));
    },
  };
}
