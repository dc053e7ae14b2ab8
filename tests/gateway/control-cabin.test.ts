import { openGatewayServer, type GatewayTestServer } from '../helpers/gateway';

/** The cockpit has no token: its figures, the xxj figures and the map calls must answer through the gateway without one. */
let s: GatewayTestServer;
beforeAll(async () => {
  s = await openGatewayServer();
});
afterAll(async () => {
  await s.close();
});

describe('cockpit through the gateway, without a token', () => {
  it('answers the control-cabin figures and the map configuration', async () => {
    const res = await s.graphql<{ cabinComplaintsReport: { total: number }; cabinPersonsNumber: { users: number }; mapSettings: { zoom: number; crs: string }; mapAreas: { features: unknown[] } }>(
      '{ cabinComplaintsReport { total } cabinPersonsNumber { users } mapSettings { zoom crs } mapAreas { features { properties { name } } } }',
    );
    expect(res.errors).toBeUndefined();
    const rest = await s.rest<{ total: number }>('GET', '/api/controlCabin/complaintsReport');
    expect(res.data!.cabinComplaintsReport.total).toBe(rest.data.total);
    expect(res.data!.cabinPersonsNumber.users).toBeGreaterThan(0);
    expect(res.data!.mapSettings).toEqual({ zoom: 11, crs: 'GCJ02' });
    expect(res.data!.mapAreas.features.length).toBeGreaterThan(0);
  });

  it('answers the xxj figures the cockpit shows', async () => {
    const res = await s.graphql<{ xxjEnforcementCount: { total: number }; xxjSummaryStatistics: { inspections: number }; xxjTopCaseCauses: { items: unknown[] }; xxjSafetyCheckCaseStatistics: { checked: number } }>(
      '{ xxjEnforcementCount(startDate: "2026-01-01") { total } xxjKeyHazards { total } xxjTemporaryPenalties { total } xxjSummaryStatistics { inspections } xxjTopCaseCauses { items { cause count } } xxjSafetyCheckCaseStatistics { checked } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.xxjEnforcementCount.total).toBeGreaterThan(0);
    expect(res.data!.xxjSummaryStatistics.inspections).toBeGreaterThan(0);
    expect(res.data!.xxjTopCaseCauses.items.length).toBeGreaterThan(0);
    expect(res.data!.xxjSafetyCheckCaseStatistics.checked).toBeGreaterThan(0);
  });

  it('answers nothing else of the external services without a valid session', async () => {
    for (const query of ['{ xxjCompanies { items { name managerPhone } } }', '{ bladeTaskCount(organId: "o-0003") { todo } }']) {
      const anonymous = await s.graphql(query);
      expect(anonymous.data?.[Object.keys(anonymous.data ?? {})[0]] ?? null).toBeNull();
      expect(anonymous.errors?.[0].extensions?.code).toBe('SESSION_EXPIRED');
      const forged = await s.graphql(query, { token: 'not-a-token' });
      expect(forged.errors?.[0].extensions?.code).toBe('SESSION_EXPIRED');
    }
    const token = await s.login('zhidui');
    const signedIn = await s.graphql<{ xxjCompanies: { items: unknown[] } }>('{ xxjCompanies { items { name } } }', { token });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data!.xxjCompanies.items.length).toBeGreaterThan(0);
  });
});
