import type { ServerArea } from '../../wiring/server-area.js';
import { createDomainReportHandlers } from './domain-report.handlers.js';
import { createDomainReportRepository } from './domain-report.repository.js';
import { createDomainReportService } from './domain-report.service.js';

/** The domain report (document 3 /domains_report): reads of the platform through the tenant's connection; it stores nothing. */
export const domainReportArea: ServerArea = ({ db, gateway }) => ({
  handlers: createDomainReportHandlers(createDomainReportService(gateway, createDomainReportRepository(db))),
});
