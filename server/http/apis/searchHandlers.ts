import { apiDecimalFromOre } from '../../../src/domain/money/apiDecimal';
import { parseAmount } from '../../../src/domain/money/parseAmount';
import {
  AMOUNT_SEARCH_NEEDS_CLIENT,
  bankAccountDigits,
  bankAccountSearchProblem,
  clientSearchProblem,
  INVOICE_NUMBER_DIGITS_ONLY,
  isNumberTerm,
  KID_DIGITS_ONLY,
  normalizeSearchTerm,
  POPUP_MAX_RESULTS,
  searchTermProblem,
  TEXT_SEARCH_NEEDS_CLIENT,
} from '../../../src/domain/search/searchRequestRules';
import type { Database } from '../../db/database';
import type { ChangeBus } from '../../realtime/changeBus';
import { findClients, type ClientQuery } from '../../search/clientLookup';
import { customersByBankAccount, customersByEmail, customersByNumberPrefix, customersByText } from '../../search/customerSearch';
import { searchInvoiceRows, type InvoiceCriterion, type InvoiceHitRow } from '../../search/invoiceSearch';
import { createSearchCache } from '../../search/searchCache';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type HandlerGroup } from './apiHandlers';

/** The contract's default for the contact and bank-account searches (openapi service-api). */
const LIST_SEARCH_DEFAULT_MAX = 100;
/** Invoice numbers are bigint: more digits than this name no invoice. */
const MAX_INVOICE_NUMBER_DIGITS = 18;

interface CustomerSearchRequest {
  term: string;
  clientId?: number;
  searchIn?: 'text' | 'address' | 'nameOrAddress';
  maxItems?: number;
}

interface InvoiceSearchRequest {
  type: InvoiceCriterion['type'];
  term: string;
  clientId?: number;
  customerId?: number;
  maxItems?: number;
}

function refuse(path: string, message: string): never {
  throw new ApiError(400, message, [{ path, message }]);
}

/** The term as searched, or a 400 naming the field when it is too short to search with. */
function searchableTerm(term: string, path = 'body.term'): string {
  const problem = searchTermProblem(term);
  if (problem) refuse(path, problem);
  return normalizeSearchTerm(term);
}

/** Reads the officer's term as what the chosen invoice search looks for; refuses what cannot be one. */
function invoiceCriterion({ type, term, clientId }: InvoiceSearchRequest): InvoiceCriterion {
  const text = searchableTerm(term);
  switch (type) {
    case 'std': {
      const digits = text.replace(/ /g, '');
      if (!/^\d+$/.test(digits)) refuse('body.term', INVOICE_NUMBER_DIGITS_ONLY);
      return { type, invoiceNumber: digits };
    }
    case 'kid': {
      const kid = text.replace(/ /g, '');
      if (!/^[\d-]+$/.test(kid)) refuse('body.term', KID_DIGITS_ONLY);
      return { type, kid };
    }
    case 'reference':
      return { type, startOfReference: text };
    case 'caseNumber':
      return { type, caseNumber: text };
    case 'amount': {
      if (clientId === undefined) refuse('body.clientId', AMOUNT_SEARCH_NEEDS_CLIENT);
      const amount = parseAmount(text);
      if (!amount.ok) refuse('body.term', amount.error);
      return { type, amountOre: amount.value };
    }
    case 'text':
      if (clientId === undefined) refuse('body.clientId', TEXT_SEARCH_NEEDS_CLIENT);
      return { type, text };
  }
}

function invoiceHit({ jourNo, amountOre, ...row }: InvoiceHitRow) {
  return { ...row, jourNo: Number(jourNo), amount: apiDecimalFromOre(Number(amountOre)) };
}

/**
 * Customer, invoice and client search (part 1 §2 popup and /search/, §5, §9; part 2 pickers), all within the
 * officer's active bases, as every page a hit leads to is. Answers are cached until the next change.
 */
export function searchHandlers({ db, bus }: { readonly db: Database; readonly bus: ChangeBus }): HandlerGroup {
  const cache = createSearchCache({ bus });
  const cached = <T extends readonly unknown[]>(key: readonly unknown[], search: () => Promise<T>) => cache.get(JSON.stringify(key), search);

  const service: Record<string, OperationHandler> = {
    // Customers only of the officer's active bases (a customer page outside them is not found either);
    // the bases are part of each cache key, so officers of other bases never share an answer.
    async searchCustomers(context) {
      const { term, clientId, searchIn = 'text', maxItems = POPUP_MAX_RESULTS } = context.body as CustomerSearchRequest;
      const text = searchableTerm(term);
      const bases = signedInOfficer(context).bases;
      const scope = { clientId, maxItems, bases };
      if (searchIn === 'address') return cached(['address', text, clientId, maxItems, bases], () => customersByText(db, text, 'address', scope));
      if (isNumberTerm(text)) return cached(['number', text, clientId, maxItems, bases], () => customersByNumberPrefix(db, text, scope));
      const matched = searchIn === 'nameOrAddress' ? 'nameOrAddress' : 'name';
      return cached([matched, text, clientId, maxItems, bases], () => customersByText(db, text, matched, scope));
    },

    async searchCustomersByContact(context) {
      const { email, clientId, maxItems = LIST_SEARCH_DEFAULT_MAX } = context.body as { email: string; clientId?: number; maxItems?: number };
      const bases = signedInOfficer(context).bases;
      return cached(['email', email.toLowerCase(), clientId, maxItems, bases], () => customersByEmail(db, email, { clientId, maxItems, bases }));
    },

    async searchCustomersByBankAccount(context) {
      const { accountNumber, clientId, maxItems = LIST_SEARCH_DEFAULT_MAX } = context.body as { accountNumber: string; clientId: number; maxItems?: number };
      const bases = signedInOfficer(context).bases;
      return cached(['bankAccount', accountNumber, clientId, maxItems, bases], () => customersByBankAccount(db, accountNumber, clientId, maxItems, bases));
    },

    async searchInvoices(context) {
      const request = context.body as InvoiceSearchRequest;
      const bases = signedInOfficer(context).bases;
      const criterion = invoiceCriterion(request);
      const { clientId, customerId, maxItems = POPUP_MAX_RESULTS } = request;
      if (criterion.type === 'std' && criterion.invoiceNumber.length > MAX_INVOICE_NUMBER_DIGITS) return [];
      return cached(['invoice', criterion, clientId, customerId, maxItems, bases], async () =>
        (await searchInvoiceRows(db, criterion, { clientId, customerId, maxItems, bases })).map(invoiceHit),
      );
    },

    async listClients(context) {
      const { term, bankAccount, isActive, maxItems } = context.query as { term?: string; bankAccount?: string; isActive?: boolean; maxItems: number };
      const clientQuery: { -readonly [K in keyof ClientQuery]: ClientQuery[K] } = { maxItems, bases: signedInOfficer(context).bases };
      if (term !== undefined) {
        const problem = clientSearchProblem(term);
        if (problem) refuse('query.term', problem);
        const text = normalizeSearchTerm(term);
        if (isNumberTerm(text)) clientQuery.idPrefix = text;
        else clientQuery.nameText = text;
      }
      if (bankAccount !== undefined) {
        const problem = bankAccountSearchProblem(bankAccount);
        if (problem) refuse('query.bankAccount', problem);
        clientQuery.bankAccountStart = bankAccountDigits(bankAccount);
      }
      if (isActive !== undefined) clientQuery.isActive = isActive;
      return cached(['clients', clientQuery], () => findClients(db, clientQuery));
    },
  };

  return { service };
}
