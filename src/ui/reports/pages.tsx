/** The /reports page, loaded on first visit (its own chunk, lazily, from the route table). */
export { ReportsPage } from './ReportsPage';
