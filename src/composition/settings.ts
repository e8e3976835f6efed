import type { Container } from 'inversify';
import { httpAdminPages } from '../adapters/http/data/httpAdminPages';
import { httpAuditTrail } from '../adapters/http/data/httpAuditTrail';
import { httpEvidensia } from '../adapters/http/legacy/httpEvidensia';
import { httpOcrGiroUpload } from '../adapters/http/legacy/httpOcrGiroUpload';
import { httpCollectionAgencies } from '../adapters/http/legacy/httpCollectionAgencies';
import { httpPendingClients } from '../adapters/http/legacy/httpPendingClients';
import { httpRegisterLookups } from '../adapters/http/legacy/httpRegisterLookups';
import { httpSettingsRegisters } from '../adapters/http/legacy/httpSettingsRegisters';
import { httpSettingsReports } from '../adapters/http/legacy/httpSettingsReports';
import { httpOnboarding } from '../adapters/http/service/httpOnboarding';
import { httpReminderRules } from '../adapters/http/service/httpReminderRules';
import { bindSingleton, resolve } from './container';
import { TOKENS } from './tokens';

/**
 * The settings area's services (/settings/...), bound when the area's chunk loads, so neither the
 * adapters nor their mappers are part of the dashboard's download. A token bound already (a test's
 * fake, or an earlier visit) is kept.
 */
export function bindSettingsServices(container: Container): void {
  const apis = () => resolve(container, TOKENS.ApiClients);
  if (!container.isBound(TOKENS.ReminderRules)) bindSingleton(container, TOKENS.ReminderRules, () => httpReminderRules(apis().service));
  if (!container.isBound(TOKENS.PendingClients)) bindSingleton(container, TOKENS.PendingClients, () => httpPendingClients(apis().legacy));
  if (!container.isBound(TOKENS.CollectionAgencies)) bindSingleton(container, TOKENS.CollectionAgencies, () => httpCollectionAgencies(apis().legacy, apis().service));
  if (!container.isBound(TOKENS.Onboarding)) bindSingleton(container, TOKENS.Onboarding, () => httpOnboarding(apis().service));
  if (!container.isBound(TOKENS.RegisterLookups)) bindSingleton(container, TOKENS.RegisterLookups, () => httpRegisterLookups(apis().legacy, apis().service));
  if (!container.isBound(TOKENS.SettingsRegisters)) bindSingleton(container, TOKENS.SettingsRegisters, () => httpSettingsRegisters(apis().legacy));
  if (!container.isBound(TOKENS.AuditTrail)) bindSingleton(container, TOKENS.AuditTrail, () => httpAuditTrail(apis().data));
  if (!container.isBound(TOKENS.SettingsReports)) bindSingleton(container, TOKENS.SettingsReports, () => httpSettingsReports(apis().legacy));
  if (!container.isBound(TOKENS.Evidensia)) bindSingleton(container, TOKENS.Evidensia, () => httpEvidensia(apis().legacy));
  if (!container.isBound(TOKENS.OcrGiroUpload)) bindSingleton(container, TOKENS.OcrGiroUpload, () => httpOcrGiroUpload(apis().legacy));
  if (!container.isBound(TOKENS.AdminPages)) bindSingleton(container, TOKENS.AdminPages, () => httpAdminPages(apis().data, apis().service, apis().legacy));
}
