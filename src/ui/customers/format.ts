import { formatAmount } from '../../domain/money/formatAmount';
import type { Ore } from '../../domain/money/ore';

export { dateOf } from '../common/formatting';

/** An amount as the tables show it ('' for none). */
export const money = (amount: Ore | null): string => (amount === null ? '' : formatAmount(amount));

/** Cells with amounts line up on the right. */
export const numeric = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
