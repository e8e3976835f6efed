import type { SettingsRegistersPort } from '../../../application/ports/settingsRegisters.port';
import { COLLECTOR_EMAIL_EXISTS_CODE } from '../../../domain/settings/collectors';
import { answer } from '../shared/answer';
import type { LegacyClient } from './legacyClient';

/** Printers and PDF recipients on the legacy API (CommonReg/...). */
export function httpSettingsRegisters(client: LegacyClient): SettingsRegistersPort {
  return {
    printers: () => ({ api: 'legacy', path: 'CommonReg/Printers', fetch: (signal) => answer(client.GET('/CommonReg/Printers', { signal })) }),
    updatePrinter: async (printer) => {
      await answer(client.PUT('/CommonReg/Printer', { body: { printers: [{ ...printer }] } }));
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
