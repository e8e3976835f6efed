import type { LegacyImportFilesPort } from '../../../application/ports/legacyImportFiles.port';
import { oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { answer } from '../shared/answer';
import type { components } from './generated/schema';
import type { LegacyClient } from './legacyClient';

type ImportFileDto = components['schemas']['LegacyImportFile'];

function importFileOf(dto: ImportFileDto) {
  return {
    id: dto.id,
    fileName: dto.fileName,
    clientId: dto.clientId ?? null,
    clientName: dto.clientName ?? null,
    subject: dto.subject ?? null,
    description: dto.description ?? null,
    category: dto.category,
    numberOfEntries: dto.numberOfEntries ?? 0,
    sumAmount: oreFromApiDecimal(dto.sumAmount ?? 0),
    createdTime: dto.createdTime,
    downloadedTime: dto.downloadedTime ?? null,
    isLocked: dto.isLocked ?? false,
  };
}

/** The legacy import files on the legacy API (Production/DosImport/..., DosFile/{id}). */
export function httpLegacyImportFiles(client: LegacyClient): LegacyImportFilesPort {
  const text = (id: number, preview: boolean) =>
    answer(client.GET('/DosFile/{id}', { params: { path: { id }, query: preview ? { preview } : {} }, parseAs: 'text' }));
  return {
    pending: (category) => ({
      api: 'legacy',
      path: 'Production/DosImport/Pending',
      params: { category },
      fetch: async (signal) =>
        (await answer(client.GET('/Production/DosImport/Pending', { params: { query: { category } }, signal }))).map(importFileOf),
    }),
    history: ({ fromDate, toDate }) => ({
      api: 'legacy',
      path: 'Production/DosImport/History',
      params: { fromDate, toDate },
      fetch: async (signal) =>
        (await answer(client.GET('/Production/DosImport/History', { params: { query: { fromDate, toDate } }, signal }))).map(importFileOf),
    }),
    download: (id) => text(id, false),
    preview: (id) => text(id, true),
    lock: async (id) => {
      await answer(client.POST('/Production/DosImport/{fileId}/Lock', { params: { path: { fileId: id } } }));
    },
    unlock: async (id) => {
      await answer(client.POST('/Production/DosImport/{fileId}/Unlock', { params: { path: { fileId: id } } }));
    },
  };
}
