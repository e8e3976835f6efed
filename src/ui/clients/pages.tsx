/** The client page, loaded on first visit (one chunk, lazily, from the route table). */
export { ClientPage } from './ClientPage';
