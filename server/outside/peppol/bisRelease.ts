/**
 * The PEPPOL BIS Billing 3 release whose validation artefacts EHF documents are held to (issue 44: "validation
 * artefacts pinned to a named BIS 3.0.x release"). The UBL rules are the two Schematron sets of shared/standards
 * (OpenPEPPOL/peppol-bis-invoice-3 commit 78d7f7d); the envelope rules (BR-SBDH) came with 3.0.21. 3.0.21 is in
 * force from 2026-08-24 and 3.0.22 from 2027-02-24 (their release notes); moving the UBL rules to them is one copy
 * of their two .sch files into shared/standards and this constant.
 */
export const BIS_BILLING_RELEASE = {
  ublRules: { release: '3.0.19', peppolRules: 'PEPPOL-EN16931-UBL.sch', cenRules: 'CEN-EN16931-UBL.sch', cenVersion: '1.3.14.1' },
  envelopeRules: { release: '3.0.21', rules: 'PeppolBIS-Envelope-Rules.sch' },
} as const;
