/** statisticsView and statisticsRows through the real GraphQL gateway, as the client asks them. */
import { openGatewayServer, type GatewayTestServer } from '../helpers/gateway';

let s: GatewayTestServer;
beforeAll(async () => {
  s = await openGatewayServer();
}, 120_000);
afterAll(async () => {
  await s.close();
});

interface ViewData {
  statisticsView: { title: string; yearly: boolean; measures: { key: string; unit: string }[]; rows: { key: string; label: string; values: number[] }[]; totals: number[] };
}

describe('statistics through the gateway', () => {
  it('answers statisticsView and statisticsRows with the REST figures', async () => {
    const token = await s.login('zhidui');
    const result = await s.graphql<ViewData>(
      `{ statisticsView(view: workloadEvaluation, organRange: 1, startTime: "2020-01-01 00:00:00", endTime: "2030-12-31 23:59:59") {
          title yearly measures { key label unit } rows { key label shortLabel values } totals } }`,
      { token },
    );
    expect(result.errors).toBeUndefined();
    const data = result.data!.statisticsView;
    const rest = await s.rest<ViewData['statisticsView']>('GET', '/api/statistics/view?view=workloadEvaluation&organRange=1&startTime=2020-01-01%2000:00:00&endTime=2030-12-31%2023:59:59', { token });
    expect(data).toMatchObject({ title: '工作量评价', yearly: false, rows: rest.data.rows, totals: rest.data.totals });
    expect(data.measures.map((m) => m.unit)).toEqual(['count', 'count', 'count', 'percent']);
    expect(data.totals[0]).toBeGreaterThan(0);

    const first = data.rows.find((r) => r.values[0] > 0)!;
    const rows = await s.graphql<{ statisticsRows: { total: number; columns: { label: string }[]; records: { cells: string[] }[] } }>(
      `{ statisticsRows(view: workloadEvaluation, rowKey: "${first.key}", measure: "total", startTime: "2020-01-01 00:00:00", endTime: "2030-12-31 23:59:59", current: 1, size: 3) {
          total columns { key label } records { id cells } } }`,
      { token },
    );
    expect(rows.errors).toBeUndefined();
    expect(rows.data!.statisticsRows.total).toBe(first.values[0]);
    expect(rows.data!.statisticsRows.records).toHaveLength(Math.min(3, first.values[0]));
  });

  it('turns a missing grant into FORBIDDEN', async () => {
    const token = await s.login('paichusuo');
    const result = await s.graphql(`{ statisticsView(view: fires, startYear: 2025, endYear: 2026) { totals } }`, { token });
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
