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
});
