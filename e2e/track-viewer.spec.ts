import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, tokenFor } from './support/session';

const TRACK_PATH = '/system/jck/zfry/zfgj';
/** The visible tab's content: the tags view keeps other tabs mounted (hidden). */
const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');

/** Pixels of the map element that are the track's green (CSS green, 0 128 0, and the 起 marker), counted in the page. */
async function greenPixels(page: Page): Promise<number> {
  const png = await pane(page).getByTestId('track-map').screenshot();
  return page.evaluate(async (dataUrl) => {
    const image = new Image();
    image.src = dataUrl;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let green = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      if (g > 90 && g > r + 50 && g > b + 30) green += 1;
    }
    return green;
  }, `data:image/png;base64,${png.toString('base64')}`);
}

async function officerName(page: Page, account: string): Promise<string> {
  const token = await tokenFor(page.request, account);
  const res = await page.request.get('/api/user/getPersonalInfo', { headers: { token } });
  return ((await res.json()) as { data: { name: string } }).data.name;
}

async function chooseOfficer(page: Page, name: string) {
  await pane(page).getByTestId('officer-input').fill(name);
  const option = pane(page).getByTestId('officer-option').filter({ hasText: name }).first();
  await expect(option).toBeVisible();
  await expect(option).toContainText('大队');
  await option.click();
}

test('查询 without an officer says 请选择执法人员 and loads nothing', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto(TRACK_PATH);
  await expect(pane(page).getByTestId('track-hint')).toBeVisible();
  await pane(page).getByTestId('track-query').click();
  await expect(pane(page).getByTestId('officer-error')).toHaveText('请选择执法人员');
  await expect(page.getByText('请选择执法人员').first()).toBeVisible();
  await expect(pane(page).getByTestId('track-map')).toHaveAttribute('data-points', '0');
});

test('an officer and yesterday evening draw the green track; a day without positions shows 暂无轨迹', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = await officerName(page, 'dadui');
  await loginAs(page, 'admin');
  await page.goto(TRACK_PATH);
  await expect(pane(page).getByTestId('track-map-view')).toHaveAttribute('data-ready', 'true');
  const before = await greenPixels(page);

  await chooseOfficer(page, name);
  await pane(page).getByTestId('date-range-calendar').click();
  await page.getByTestId('date-range-shortcut-yesterday').click();
  await expect(pane(page).getByTestId('date-range-start')).toHaveValue(/ 19:00:00$/);
  await pane(page).getByTestId('track-query').click();
  await expect(pane(page).getByTestId('track-playback')).toBeVisible({ timeout: 30_000 });
  await expect(pane(page).getByTestId('track-map')).not.toHaveAttribute('data-points', '0');
  await expect.poll(() => greenPixels(page), { timeout: 15_000 }).toBeGreaterThan(before + 300);
  await page.screenshot({ path: 'test-results/track-viewer-1440.png' });

  // Replay: the shown time moves on while playing.
  const firstTime = await pane(page).getByTestId('track-time').innerText();
  await pane(page).getByTestId('track-play').click();
  await expect(pane(page).getByTestId('track-time')).not.toHaveText(firstTime);
  await pane(page).getByTestId('track-play').click();

  await pane(page).getByTestId('date-range-start').fill('2020-01-01T19:00:00');
  await pane(page).getByTestId('date-range-end').fill('2020-01-01T21:00:00');
  await pane(page).getByTestId('track-query').click();
  await expect(pane(page).getByTestId('track-empty')).toHaveText('暂无轨迹');
  await expect(pane(page).getByTestId('track-playback')).toBeHidden();
  await expect.poll(() => greenPixels(page)).toBeLessThan(before + 50);
});

test('轨迹统计: a row opens that officer’s track; export downloads the named .xlsx', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = await officerName(page, 'dadui');
  await loginAs(page, 'admin');
  await page.goto(`${TRACK_PATH}?tab=statistics`);
  await pane(page).getByTestId('filter-username').fill(name);
  // On a phone the filters after the first two are folded away.
  await pane(page).getByTestId('filter-fold').click();
  await pane(page).getByTestId('date-range-calendar').click();
  await page.getByTestId('date-range-shortcut-yesterday').click();
  await pane(page).getByTestId('filter-apply').click();
  const row = pane(page).getByTestId('table-row').filter({ hasText: name }).first();
  await expect(row).toContainText('有轨迹');
  await page.screenshot({ path: 'test-results/track-statistics-390.png', fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), pane(page).getByTestId('export-button').click()]);
  expect(download.suggestedFilename()).toBe('执法轨迹统计.xlsx');
  await expect(page.getByText('文件下载完成，请在浏览器的下载管理中查看').first()).toBeVisible();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  expect(book.worksheets[0].getRow(2).getCell(1).value).toBe(name);

  await row.getByRole('button', { name: '轨迹' }).click();
  await expect(pane(page).getByTestId('officer-input')).toHaveValue(name);
  await expect(pane(page).getByTestId('track-playback')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/track-viewer-390.png', fullPage: true });
});

test('the law officers list opens an officer’s track from the row', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/system/jck/zfry');
  await pane(page).getByTestId('filter-userName').fill('dadui');
  await pane(page).getByTestId('filter-apply').click();
  await pane(page).getByTestId('table-row').first().getByRole('button', { name: '轨迹' }).click();
  await expect(page).toHaveURL(/\/zfgj\?/);
  await expect(pane(page).getByTestId('track-replay')).toBeVisible();
});
