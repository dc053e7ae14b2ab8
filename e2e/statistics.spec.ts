/**
 * An analyst (支队领导 zhidui) reads the statistics views in Chromium: 监督检查统计 filtered by a brigade with
 * its subordinates and a date range (chart and table change), a drill-down from a cell listing as many rows
 * as the cell counts, the .xlsx export holding the table's figures; 信用监管统计 filtered by a year range
 * picked by clicking and by typing (the figures change, and the years add up).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { loginAs, openRootMenu } from './support/session';

/** The screen of one view (tabs keep other screens alive, hidden). */
const viewScreen = (page: Page, view: string) => page.getByTestId(`statistics-${view}`);
const BRIGADE = '深圳市福田区消防救援大队';
/** The seed's history runs from 1 January two years back up to today (China time). */
const THIS_YEAR = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Shanghai' }).format(new Date()));
const LAST_YEAR = THIS_YEAR - 1;

async function openFromSidebar(page: Page, fullPath: string) {
  await openRootMenu(page, '/tjfx');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByTestId('sidebar-item').first()).toBeVisible();
  const link = sidebar.locator(`a[href="${fullPath}"]`);
  const group = sidebar.locator(`[data-testid="sidebar-item"][data-path="${fullPath.split('/').slice(0, 3).join('/')}"][aria-expanded="false"]`);
  if (!(await link.isVisible()) && (await group.count())) await group.click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(fullPath));
}

interface TableFigures {
  headers: string[];
  rows: { key: string; cells: string[] }[];
  total: string[];
}

/** The table as text, once the screen has settled (no query in flight). */
async function readTable(root: Locator): Promise<TableFigures> {
  await expect(root.getByTestId('statistics-body')).not.toHaveAttribute('data-loading', /.+/);
  const table = root.getByTestId('statistics-table');
  const headers = await table.locator('thead th').allInnerTexts();
  const rows = await table.getByTestId('statistics-row').evaluateAll((elements) =>
    elements.map((row) => ({ key: row.getAttribute('data-row') ?? '', cells: [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim()) })),
  );
  const total = (await table.getByTestId('statistics-total').locator('td').allInnerTexts()).map((text) => text.trim());
  return { headers: headers.map((text) => text.trim()), rows, total };
}

/** The table once it shows other rows than `previous` (the query of the new filters has answered). */
async function readChanged(root: Locator, previous: TableFigures): Promise<TableFigures> {
  await expect.poll(async () => JSON.stringify((await readTable(root)).rows), { timeout: 20_000 }).not.toBe(JSON.stringify(previous.rows));
  return readTable(root);
}

const barLabels = (root: Locator) => root.locator('[data-testid="bar-chart"] [aria-label]').evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label')));

async function apply(root: Locator) {
  await root.getByTestId('statistics-apply').click();
}

test('监督检查统计: a brigade with its subordinates over a date range; drill-down; export', async ({ page }) => {
  await loginAs(page, 'zhidui');
  await openFromSidebar(page, '/tjfx/jdjctj/jdjctjb');
  const root = viewScreen(page, 'supervisionInspection');
  await expect(root.getByTestId('statistics-table')).toBeVisible({ timeout: 30_000 });
  const before = await readTable(root);
  await expect(root.locator('[data-testid="bar-chart"] rect').first()).toBeVisible();
  const barsBefore = await barLabels(root);
  // The detachment's figures: one row per brigade (and 本级).
  expect(before.rows.map((row) => row.cells[0])).toContain(BRIGADE);

  await root.getByTestId('statistics-organ').click();
  await page.getByTestId('statistics-organ-search').fill(BRIGADE);
  const brigade = page.getByTestId('statistics-organ-node').filter({ hasText: BRIGADE }).first();
  const brigadeId = (await brigade.getAttribute('data-organ-id'))!;
  await brigade.click();
  await expect(root.getByTestId('statistics-organ')).toHaveText(BRIGADE);
  await root.getByTestId('statistics-organ-range').selectOption('1');
  await root.getByTestId('date-range-start').fill(`${LAST_YEAR}-01-01T00:00:00`);
  await root.getByTestId('date-range-end').fill(`${LAST_YEAR}-12-31T23:59:59`);
  await apply(root);
  await expect(page).toHaveURL(new RegExp(`organId=${brigadeId}`));
  await expect(page).toHaveURL(/startTime=/);

  const after = await readChanged(root, before);
  const names = after.rows.map((row) => row.cells[0]);
  // The brigade's own units (stations, police, streets …) and 本级, not the other brigades.
  expect(names).toContain('本级');
  expect(names).not.toContain(BRIGADE);
  expect(names.length).toBeGreaterThan(2);
  // 合计 is the sum of the rows (counts).
  const checked = after.headers.indexOf('检查数');
  expect(Number(after.total[checked])).toBe(after.rows.reduce((sum, row) => sum + Number(row.cells[checked]), 0));
  const barsAfter = await barLabels(root);
  expect(barsAfter).not.toEqual(barsBefore);
  expect(barsAfter.some((label) => label?.startsWith(names[0]))).toBe(true);

  // Drill-down from a table cell: as many rows as the cell counts.
  const unqualified = after.headers.indexOf('不合格');
  const row = after.rows.find((each) => Number(each.cells[unqualified]) > 0)!;
  const count = Number(row.cells[unqualified]);
  await root.getByTestId(`cell-${row.key}-unqualified`).click();
  const dialog = page.getByTestId('drill-dialog');
  await expect(dialog).toContainText(`${row.cells[0]} · 不合格明细`);
  await expect(dialog.getByTestId('pagination-total')).toHaveText(`共 ${count} 条`);
  await expect(dialog.getByTestId('table-row')).toHaveCount(Math.min(count, 10));
  await expect(dialog.getByTestId('table-row').first()).toContainText('不合格');
  await dialog.getByTestId('drill-close').click();
  await expect(dialog).toBeHidden();

  // The export holds the table's figures.
  const [download] = await Promise.all([page.waitForEvent('download'), root.getByTestId('statistics-export').click()]);
  expect(download.suggestedFilename()).toBe('监督检查统计.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  // Above the table: the title, 统计单位, 统计时间, 导出时间 and a blank line (as pasted into a report).
  const top = 6;
  const line = (index: number) => (sheet.getRow(top - 1 + index).values as unknown[]).slice(1);
  expect(line(-4)[0]).toBe('监督检查统计');
  expect(String(line(-3)[0])).toMatch(/^统计单位：.+（含下级单位）$/);
  expect(String(line(-2)[0])).toMatch(/^统计时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(line(1)).toEqual(after.headers);
  expect(sheet.rowCount).toBe(top - 1 + after.rows.length + 2);
  after.rows.forEach((each, index) => {
    const [label, ...values] = line(index + 2);
    expect(label).toBe(each.cells[0]);
    expect(values.map(Number)).toEqual(each.cells.slice(1).map(Number));
  });
  const [totalLabel, ...totals] = line(after.rows.length + 2);
  expect(totalLabel).toBe('合计');
  expect(totals.map(Number)).toEqual(after.total.slice(1).map(Number));
});

test('信用监管统计: a year range picked by clicking and by typing', async ({ page }) => {
  await loginAs(page, 'zhidui');
  await openFromSidebar(page, '/tjfx/jdjctj/xyjgtj');
  const root = viewScreen(page, 'creditSupervision');
  await expect(root.getByTestId('statistics-table')).toBeVisible({ timeout: 30_000 });
  await expect(root.getByTestId('date-range')).toHaveCount(0);
  const allYears = await readTable(root);
  const totalOf = (figures: TableFigures) => Number(figures.total[figures.headers.indexOf('合计')]);

  // Clicking: this year first, then last year; the range is ordered.
  await root.getByRole('button', { name: '选择年份范围' }).click();
  await page.getByTestId(`year-range-year-${THIS_YEAR}`).click();
  await expect(page.getByTestId('year-range-hint')).toContainText('请选择结束年份');
  await page.getByTestId(`year-range-year-${LAST_YEAR}`).click();
  await expect(root.getByLabel('开始年份')).toHaveValue(String(LAST_YEAR));
  await expect(root.getByLabel('结束年份')).toHaveValue(String(THIS_YEAR));
  await apply(root);
  await expect(page).toHaveURL(new RegExp(`startYear=${LAST_YEAR}&endYear=${THIS_YEAR}`));
  const recent = await readChanged(root, allYears);

  // Typing: a non-numeric year reverts; the year before those two.
  const start = root.getByLabel('开始年份');
  await start.fill('二〇二四');
  await expect(start).toHaveValue(String(LAST_YEAR));
  await start.fill(String(LAST_YEAR - 1));
  await start.press('Tab');
  const end = root.getByLabel('结束年份');
  await end.fill(String(LAST_YEAR - 1));
  await end.press('Tab');
  await apply(root);
  await expect(page).toHaveURL(new RegExp(`startYear=${LAST_YEAR - 1}&endYear=${LAST_YEAR - 1}`));
  const earliest = await readChanged(root, recent);
  // The seed holds exactly these three years: the two ranges add up to all years.
  expect(totalOf(earliest) + totalOf(recent)).toBe(totalOf(allYears));
  expect(totalOf(earliest)).toBeGreaterThan(0);
  expect(totalOf(recent)).toBeGreaterThan(0);
});
