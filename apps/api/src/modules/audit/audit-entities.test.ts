import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES, type AdminAuditLog } from '@shop/contracts';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';

/**
 * The back office's "Record kind" filter offers AUDIT_ENTITIES: a kind written to the log but
 * missing there could be seen under "Everything" only. (recordAudit takes an AuditEntity, so the
 * compiler holds every writer to the list; this checks the kinds that came in late.)
 */
describe('the audit log names only the record kinds the filter offers', () => {
  let t: AdminTestApp;

  beforeAll(async () => {
    t = await buildAdminTestApp();
  });
  afterAll(() => t.close());

  const logOf = async (entity: string) => {
    const res = await t.call({ method: 'GET', url: `/api/admin/audit-logs?entity=${entity}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.auditLogs as AdminAuditLog[];
  };

  it('logs search synonyms as synonym, a kind the filter offers', async () => {
    const saved = await t.call({
      method: 'POST',
      url: '/api/admin/search/synonyms',
      payload: { terms: ['saree', 'sari'] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(AUDIT_ENTITIES).toContain('synonym');
    expect((await logOf('synonym')).map((log) => log.action)).toEqual(['synonym.create']);
  });

  it('logs delivery settings as delivery-settings, a kind the filter offers', async () => {
    const current = await t.call({ method: 'GET', url: '/api/admin/delivery-settings' });
    expect(current.statusCode, current.body).toBe(200);
    const saved = await t.call({
      method: 'PUT',
      url: '/api/admin/delivery-settings',
      payload: { ...current.json().data, cutoffTime: '15:00' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AUDIT_ENTITIES).toContain('delivery-settings');
    expect(await logOf('delivery-settings')).toHaveLength(1);
  });

  it('has written no kind outside AUDIT_ENTITIES', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/audit-logs?limit=100' });
    const kinds = new Set((res.json().data.auditLogs as AdminAuditLog[]).map((log) => log.entity));
    expect(kinds.size).toBeGreaterThan(0);
    for (const kind of kinds) expect(AUDIT_ENTITIES).toContain(kind);
  });
});
