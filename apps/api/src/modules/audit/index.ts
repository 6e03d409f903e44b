/** The audit log (issue 7): every admin write records who did what, before and after. */
export { recordAudit } from './audit-service';
export { auditAdminRoutes } from './audit-admin-routes';
