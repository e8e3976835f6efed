/** The production pages (/production, /failed, /history), loaded together on first visit (one chunk, lazily, from the route table). */
export { FailedPage } from './FailedPage';
export { HistoryDetailsPage } from './HistoryDetailsPage';
export { HistoryPage } from './HistoryPage';
export { ProductionPage } from './ProductionPage';
export { AmountCorrectionPage } from './AmountCorrectionPage';
export { DosImportHistoryPage } from './DosImportHistoryPage';
