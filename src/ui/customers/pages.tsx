/** The customer and invoice pages, loaded together on first visit (one chunk, lazily, from the route table); their first reads start from firstReads.ts. */
export { CustomerPage } from './CustomerPage';
export { InvoicePage } from './InvoicePage';
