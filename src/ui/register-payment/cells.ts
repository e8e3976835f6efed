/** The plain table cells of the payment page's two tables (no MUI in repeated rows). */
export const cell = { padding: '4px 8px', borderBottom: '1px solid rgba(0,0,0,0.12)', textAlign: 'left' as const, verticalAlign: 'top' as const };
export const amountCell = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
