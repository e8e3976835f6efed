/** The client page, loaded on first visit (one chunk, lazily, from the route table); its first reads start from firstReads.ts. */
export { ClientPage } from './ClientPage';
