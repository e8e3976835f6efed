import { describe, expect, it } from 'vitest';
import {
  COMPANY_BANKRUPT,
  COMPANY_IN_VAT_REGISTER,
  COMPANY_NOT_IN_REGISTER,
  COMPANY_NOT_IN_VAT_REGISTER,
  COMPANY_UNDER_COMPULSION,
  COMPANY_UNDER_LIQUIDATION,
  companyRemarks,
  type CompanyFacts,
} from './companyRegister';

const healthy: CompanyFacts = {
  name: 'Fjordkraft Regnskap AS',
  orgNo: '974760673',
  orgForm: 'AS',
  address: 'Kirkegata 2, 0153 OSLO',
  isInCompanyRegister: true,
  isInVatRegister: true,
  isUnderLiquidation: false,
  isUnderCompulsion: false,
  isBankrupt: false,
};

describe('company register remarks (part 2 §2.10 org no lookup)', () => {
  it('has no warnings for a registered company and names its VAT registration', () => {
    expect(companyRemarks(healthy)).toEqual({ warnings: [], vatRegister: COMPANY_IN_VAT_REGISTER });
    expect(companyRemarks({ ...healthy, isInVatRegister: false }).vatRegister).toBe(COMPANY_NOT_IN_VAT_REGISTER);
  });

  it('lists bankruptcy, compulsory and voluntary liquidation and a missing registration, most serious first', () => {
    const troubled = { ...healthy, isBankrupt: true, isUnderLiquidation: true, isUnderCompulsion: true, isInCompanyRegister: false };
    expect(companyRemarks(troubled).warnings).toEqual([COMPANY_BANKRUPT, COMPANY_UNDER_COMPULSION, COMPANY_UNDER_LIQUIDATION, COMPANY_NOT_IN_REGISTER]);
    expect(companyRemarks({ ...healthy, isUnderLiquidation: true }).warnings).toEqual([COMPANY_UNDER_LIQUIDATION]);
  });
});
