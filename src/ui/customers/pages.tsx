/** The customer and invoice pages, loaded together on first visit (one chunk, lazily, from the route table). */
export { CustomerPage } from './CustomerPage';
export { InvoicePage } from './InvoicePage';
