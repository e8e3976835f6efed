/** The /debt-collection pages, loaded together on first visit (one chunk, lazily, from the route table). */
import { BundleListPage } from './BundleListPage';
import { BundlePage } from './BundlePage';
import { HistoryTransmissionPage } from './HistoryTransmissionPage';

export { DebtCollectionPage } from './DebtCollectionPage';
export { PendingCaseTransmissionPage } from './PendingCaseTransmissionPage';
export { PendingPaymentTransmissionPage } from './PendingPaymentTransmissionPage';

export const CaseBundleListPage = () => <BundleListPage kind="cases" />;
export const PaymentBundleListPage = () => <BundleListPage kind="payments" />;
export const PendingCaseBundlePage = () => <BundlePage kind="cases" pending />;
export const PendingPaymentBundlePage = () => <BundlePage kind="payments" pending />;
export const CaseBundlePage = () => <BundlePage kind="cases" pending={false} />;
export const PaymentBundlePage = () => <BundlePage kind="payments" pending={false} />;
export const CaseTransmissionPage = () => <HistoryTransmissionPage kind="cases" />;
export const PaymentTransmissionPage = () => <HistoryTransmissionPage kind="payments" />;
