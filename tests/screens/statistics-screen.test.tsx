// @vitest-environment jsdom
/**
 * The statistics screen against the gateway schema with fixtures: every route of the contract renders it;
 * the table shows the figures with a 合计 row (rates one decimal); 查询 sends the organisation, its range
 * and the period the view uses (dates, or years for a yearly view) and keeps them in the URL; a figure opens
 * its rows (statisticsRows, paged) in a dialog; 导出 downloads GET /api/statistics/export with the filters.
 */
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { buildSchema, execute } from 'graphql';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { system } from '../../src/app/theme';
import { findRouteByName, leafRoutes } from '../../src/catalogue';
import { download } from '../../src/lib/download';
import { screenFor } from '../../src/screens/registry';
import { STATISTICS_VIEWS } from '../../src/screens/statistics/views';
import { SCREEN_WAIT } from '../helpers/waits';

vi.mock('../../src/lib/download', () => ({ download: vi.fn(async () => 'x.xlsx') }));

const LONG = SCREEN_WAIT;
const schema = buildSchema(readFileSync(resolve(process.cwd(), 'mesh/schema.graphql'), 'utf8'));

const SUPERVISION = {
  view: 'supervisionInspection', title: '监督检查统计', yearly: false,
  dimension: { key: 'organ', label: '单位' },
  measures: [
    { key: 'checked', label: '检查数', unit: 'count' },
    { key: 'unqualified', label: '不合格', unit: 'count' },
    { key: 'fines', label: '罚款金额(元)', unit: 'yuan' },
  ],
  rows: [
    { key: 'o-ft', label: '福田大队', values: [12, 3, 1500] },
    { key: 'o-ns', label: '南山大队', values: [8, 0, 0] },
  ],
  totals: [20, 3, 1500],
};
const CREDIT = {
  view: 'creditSupervision', title: '信用监管统计', yearly: true,
  dimension: { key: 'organ', label: '单位' },
  measures: [{ key: 'A', label: '守信', unit: 'count' }, { key: 'total', label: '合计', unit: 'count' }],
  rows: [{ key: 'o-ft', label: '福田大队', values: [4, 4] }],
  totals: [4, 4],
};
const EVALUATION = {
  view: 'workloadEvaluation', title: '工作量评价', yearly: false,
  dimension: { key: 'organ', label: '单位' },
  measures: [{ key: 'total', label: '任务数', unit: 'count' }, { key: 'doneRate', label: '完成率(%)', unit: 'percent' }],
  rows: [{ key: 'o-ft', label: '福田大队', values: [3, 66.666] }],
  totals: [3, 66.666],
};
const ROWS = {
  current: 1, size: 10, total: 3,
  columns: [{ key: 'createdAt', label: '创建时间' }, { key: 'company', label: '检查单位' }],
  records: [
    { id: 't-1', cells: ['2026-03-01 08:30', '华强电子'] },
    { id: 't-2', cells: ['2026-03-02 09:00', '福田商场'] },
    { id: 't-3', cells: ['2026-03-03 10:00', '会展中心'] },
  ],
};
const VIEWS: Record<string, unknown> = { supervisionInspection: SUPERVISION, creditSupervision: CREDIT, workloadEvaluation: EVALUATION };
const TREE = [{ organId: 'o-1', organName: '深圳支队', children: [{ organId: 'o-ft', organName: '福田大队', children: [] }] }];

interface Sent {
  name: string;
  variables: Record<string, unknown>;
}

function fixtureLink(sent: Sent[]) {
  return new ApolloLink((operation) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables });
    const rootValue = {
      statisticsView: (args: { view: string }) => VIEWS[args.view] ?? { ...SUPERVISION, view: args.view },
      statisticsRows: () => ROWS,
      getGeneralOrganTree: TREE,
    };
    return new Observable((observer) => {
      Promise.resolve(execute({ schema, document: operation.query, variableValues: operation.variables, rootValue })).then((result) => {
        observer.next(JSON.parse(JSON.stringify(result)));
        observer.complete();
      });
    });
  });
}

let location = '';
function LocationProbe() {
  const { search } = useLocation();
  location = search;
  return null;
}

function renderRoute(routeName: string) {
  const sent: Sent[] = [];
  const client = new ApolloClient({ link: fixtureLink(sent), cache: new InMemoryCache() });
  const route = findRouteByName(routeName)!;
  const Screen = screenFor(routeName);
  render(
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[route.fullPath]}>
          <Suspense fallback={null}>
            <Screen route={route} />
          </Suspense>
          <LocationProbe />
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return sent;
}

const views = (sent: Sent[]) => sent.filter((each) => each.name === 'StatisticsView').map((each) => each.variables);

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(download).mockClear();
});

describe('statistics routes', () => {
  it('every view of the contract has its catalogue route, and those routes render the statistics screen', () => {
    const leaves = new Set(leafRoutes().map((route) => route.name));
    const names = Object.keys(STATISTICS_VIEWS);
    expect(names).toHaveLength(22);
    for (const name of names) expect(leaves.has(name), name).toBe(true);
    const Screen = screenFor('jdjctjb');
    for (const name of names) expect(screenFor(name), name).toBe(Screen);
    expect(new Set(Object.values(STATISTICS_VIEWS).map((view) => view.key)).size).toBe(22);
  });
});

describe('监督检查统计', () => {
  it('shows the figures with a 合计 row and sends the unit, its range and the period on 查询', async () => {
    const sent = renderRoute('jdjctjb');
    const table = await screen.findByTestId('statistics-table', {}, LONG);
    expect(within(table).getAllByTestId('statistics-row').map((row) => row.textContent)).toEqual(['福田大队1231500.00', '南山大队800.00']);
    expect(within(table).getByTestId('statistics-total')).toHaveTextContent('合计2031500.00');
    expect(views(sent)[0]).toEqual({ view: 'supervisionInspection', organRange: 1 });

    await userEvent.click(screen.getByTestId('statistics-organ'));
    await userEvent.click(await screen.findByRole('treeitem', { name: '福田大队' }, LONG));
    expect(screen.getByTestId('statistics-organ')).toHaveTextContent('福田大队');
    fireEvent.change(screen.getByTestId('statistics-organ-range'), { target: { value: '0' } });
    fireEvent.change(screen.getByTestId('date-range-start'), { target: { value: '2026-01-01T00:00' } });
    fireEvent.change(screen.getByTestId('date-range-end'), { target: { value: '2026-03-31T23:59:59' } });
    fireEvent.click(screen.getByTestId('statistics-apply'));
    await waitFor(() => expect(views(sent)).toHaveLength(2));
    expect(views(sent)[1]).toEqual({ view: 'supervisionInspection', organId: 'o-ft', organRange: 0, startTime: '2026-01-01 00:00:00', endTime: '2026-03-31 23:59:59' });
    expect(new URLSearchParams(location).get('organId')).toBe('o-ft');
    expect(new URLSearchParams(location).get('startTime')).toBe('2026-01-01 00:00:00');
  });

  it('a figure opens the rows behind it, paged; a zero is not a link', async () => {
    const sent = renderRoute('jdjctjb');
    await screen.findByTestId('statistics-table', {}, LONG);
    expect(screen.queryByTestId('cell-o-ns-unqualified')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('cell-o-ft-unqualified'));
    const dialog = await screen.findByTestId('drill-dialog', {}, LONG);
    expect(dialog).toHaveTextContent('福田大队 · 不合格明细');
    await within(dialog).findByText('华强电子', {}, LONG);
    expect(within(dialog).getAllByTestId('table-row')).toHaveLength(3);
    expect(within(dialog).getByTestId('pagination-total')).toHaveTextContent('共 3 条');
    const rows = sent.find((each) => each.name === 'StatisticsRows')!;
    expect(rows.variables).toMatchObject({ view: 'supervisionInspection', rowKey: 'o-ft', measure: 'unqualified', current: 1, size: 10 });
  });

  it('导出 downloads the view with the applied filters from REST', async () => {
    renderRoute('jdjctjb');
    await screen.findByTestId('statistics-table', {}, LONG);
    fireEvent.click(screen.getByTestId('statistics-export'));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(vi.mocked(download).mock.calls[0][0]).toBe('/api/statistics/export');
    expect(vi.mocked(download).mock.calls[0][1]).toEqual({ view: 'supervisionInspection', organRange: 1 });
    expect(vi.mocked(download).mock.calls[0][2]).toMatchObject({ method: 'GET', fallbackName: '监督检查统计.xlsx' });
  });
});

describe('yearly and rate views', () => {
  it('信用监管统计 is filtered by a year range (typed), not by dates', async () => {
    const sent = renderRoute('xyjgtj');
    await screen.findByTestId('statistics-table', {}, LONG);
    expect(screen.queryByTestId('date-range')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('开始年份'), { target: { value: '2026' } });
    fireEvent.blur(screen.getByLabelText('开始年份'));
    fireEvent.change(screen.getByLabelText('结束年份'), { target: { value: '2024' } });
    fireEvent.blur(screen.getByLabelText('结束年份'));
    fireEvent.click(screen.getByTestId('statistics-apply'));
    await waitFor(() => expect(views(sent)).toHaveLength(2));
    expect(views(sent)[1]).toEqual({ view: 'creditSupervision', organRange: 1, startYear: 2024, endYear: 2026 });
  });

  it('rates show one decimal and are not drilled into', async () => {
    renderRoute('gzlpj');
    const table = await screen.findByTestId('statistics-table', {}, LONG);
    expect(within(table).getByTestId('statistics-total')).toHaveTextContent('66.7');
    expect(screen.queryByTestId('cell-o-ft-doneRate')).not.toBeInTheDocument();
    expect(screen.getByTestId('cell-o-ft-total')).toBeInTheDocument();
  });
});
