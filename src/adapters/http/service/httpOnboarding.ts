import type { ClientCreationRequest, OnboardingPort } from '../../../application/ports/onboarding.port';
import { fieldOfBodyPath, type NewClientIssue, type PriceList, type PriceShipmentType } from '../../../domain/onboarding/newClient';
import { answer, ApiFailure } from '../shared/answer';
import type { components } from './generated/schema';
import type { ServiceClient } from './serviceClient';

type NewClientBody = components['schemas']['NewClient'];

const rows = (list: PriceList) =>
  Object.entries(list).map(([shipmentType, priceExTax]) => ({ shipmentType: shipmentType as PriceShipmentType, priceExTax: priceExTax! }));
const textOrUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The wizard's values as the contract's NewClient (part 2 §3.7); amounts cross as kroner. */
export function newClientBody({ values, idempotencyKey, pendingId }: ClientCreationRequest): NewClientBody {
  return {
    idempotencyKey,
    ...(pendingId === null ? {} : { pendingId }),
    officerId: values.officerId!,
    contractDate: values.contractDate,
    company: {
      name: values.name,
      orgNo: values.orgNo.replace(/\s/g, ''),
      vatBound: values.vatBound,
      address: {
        addressLine1: textOrUndefined(values.addressLine1),
        addressLine2: textOrUndefined(values.addressLine2),
        postNo: values.postNo,
        cityName: textOrUndefined(values.cityName),
        countryCode: values.countryCode,
      },
      contactPerson: textOrUndefined(values.contactPerson),
      email: textOrUndefined(values.email) ?? null,
      phoneNo: textOrUndefined(values.phoneNo),
    },
    bank: { accountNo: values.accountNo, iban: textOrUndefined(values.iban), bic: textOrUndefined(values.bic) },
    settings: {
      creditDays: values.creditDays,
      daysReminder1: values.daysReminder1,
      daysReminder3: values.daysReminder3,
      daysReminderB: values.daysReminderB,
      daysDebtCollect: values.daysDebtCollect,
      prodInvoicePdf: values.prodInvoicePdf,
      prodCreditnotePdf: values.prodCreditnotePdf,
      efakturaPriv: values.efakturaPriv,
      dispatchInvoices: values.dispatchInvoices,
    },
    debtCollection: {
      agencyId: values.agencyId,
      autoCollect: values.agencyId !== null && values.autoCollect,
      customerNumber: values.agencyId === null ? null : (textOrUndefined(values.customerNumber) ?? null),
    },
    euFee: {
      isEnabled: values.euFeeEnabled,
      invoiceAmountLimit1: values.invoiceAmountLimit1,
      invoiceAmountLimit2: values.invoiceAmountLimit2,
      feeRate1: values.feeRate1,
      feeRate2: values.feeRate2,
      feeRate3: values.feeRate3,
    },
    subscription: { billingInterval: values.billingInterval, startDate: values.startDate, amount: values.subscriptionAmount },
    prices: {
      invoice: rows(values.invoicePrices),
      rateInvoice: rows(values.rateInvoicePrices),
      creditnote: rows(values.creditnotePrices),
      reminder: values.reminderPrice,
      sms: values.smsPrice,
      nyfakturaUser: values.nyfakturaUserPrice,
    },
    porto: { invoice: rows(values.portoInvoice), creditnote: rows(values.portoCreditnote) },
  };
}

/** A 400's reasons on the wizard's fields; null when one of them names no field (then it is a plain failure). */
function refusedFields(error: unknown): NewClientIssue[] | null {
  if (!(error instanceof ApiFailure) || error.status !== 400 || error.fieldErrors.length === 0) return null;
  const issues = error.fieldErrors.map(({ path, message }) => ({ field: fieldOfBodyPath(path), message }));
  return issues.every((issue) => issue.field !== null) ? (issues as NewClientIssue[]) : null;
}

/** Onboarding on the service API: next free numbers (clients/next-numbers) and client creation (POST clients). */
export function httpOnboarding(client: ServiceClient): OnboardingPort {
  return {
    nextClientNumbers: () => ({ api: 'service', path: 'clients/next-numbers', fetch: (signal) => answer(client.GET('/clients/next-numbers', { signal })) }),
    createClient: async (request) => {
      try {
        const created = await answer(client.POST('/clients', { body: newClientBody(request) }));
        return { created: { id: created.id, name: created.name } };
      } catch (error) {
        const refused = refusedFields(error);
        if (refused) return { refused };
        throw error;
      }
    },
  };
}
