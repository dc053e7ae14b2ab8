import { expect, test, type Page } from '@playwright/test';
import { countPixels, decodePng } from './support/png';
import { loginAs } from './support/session';

/** The cockpit wall screen (public) and the monitoring room (role 300). */
test.use({ viewport: { width: 1920, height: 1080 } });

/** Heat colours (green → yellow → red of the colour range); the dark map, the cyan outlines and the light labels are not. */
const isHeat = (r: number, g: number, b: number) => (r > 150 && b < 120) || (g > 150 && r < 110 && b < 140);

async function heatPixels(page: Page): Promise<number> {
  const map = page.getByTestId('cockpit-map');
  // The legend and the point count sit over the map and carry the risk colours themselves.
  const png = await map.screenshot({ mask: [page.getByTestId('risk-legend'), page.getByTestId('heat-count')], maskColor: '#000000' });
  return countPixels(decodePng(png), isHeat);
}

test('the cockpit opens without login: figures, a ticking clock, no scrollbars, the heat map drawn', async ({ page, request }) => {
  await page.goto('/bigscreen-normal');
  await expect(page).toHaveURL(/\/bigscreen-normal$/);
  await expect(page.getByTestId('cockpit')).toBeVisible();

  const report = (await (await request.get('/api/controlCabin/complaintsReport')).json()) as { code: number; data: { total: number } };
  expect(report.code).toBe(0);
  expect(report.data.total).toBeGreaterThan(0);
  await expect(page.getByTestId('cockpit-card-complaints-value')).toContainText(report.data.total.toLocaleString('zh-CN'));
  await expect(page.getByTestId('xxj-enforcement-value')).toHaveText(/\d+/);

  const clock = page.getByTestId('wall-clock-time');
  const first = await clock.innerText();
  await expect.poll(() => clock.innerText()).not.toBe(first);

  const overflow = await page.evaluate(() => {
    const el = document.documentElement;
    return { x: el.scrollWidth - el.clientWidth, y: el.scrollHeight - el.clientHeight };
  });
  expect(overflow).toEqual({ x: 0, y: 0 });

  await expect(page.getByTestId('heat-count')).toContainText(/点位 [1-9]/);
  await expect.poll(() => heatPixels(page), { timeout: 30_000 }).toBeGreaterThan(2_000);

  // District names read as one word (罗湖区, not 罗 湖区): the browser lays them out, one character wide each.
  const labels = page.getByTestId('area-label');
  await expect(labels.first()).toBeVisible();
  const shown = await labels.evaluateAll((els) =>
    els.map((el) => ({ text: el.textContent ?? '', width: (el as HTMLElement).offsetWidth, size: parseFloat(getComputedStyle(el).fontSize) })),
  );
  expect(shown.map((l) => l.text)).toContain('罗湖区');
  for (const l of shown) {
    expect(l.text).not.toMatch(/\s/);
    expect(l.width, l.text).toBeLessThanOrEqual(Math.ceil(l.text.length * l.size) + 1);
  }
  await page.getByTestId('cockpit').screenshot({ path: 'test-results/cockpit-labels.png' });

  // Hiding every risk level through the legend leaves the map without heat.
  for (const risk of ['major', 'larger', 'general', 'low']) await page.getByTestId(`risk-legend-${risk}`).click();
  await expect(page.getByTestId('risk-legend-low')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('heat-count')).toContainText('点位 0 /');
  await expect.poll(() => heatPixels(page), { timeout: 30_000 }).toBeLessThan(200);
});

test('the cockpit scales to a smaller window without scrollbars', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/bigscreen-normal');
  await expect(page.getByTestId('cockpit')).toHaveAttribute('data-scale', '0.7500');
  const overflow = await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
  expect(overflow).toBe(0);
});

test('the monitoring room shows its static sample figures to the administrator', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/bigscreen');
  await expect(page.getByTestId('monitoring-room')).toBeVisible();
  await expect(page.getByTestId('gauge-productPass-value')).toHaveText('76%');
  await expect(page.getByTestId('gauge-guidanceDone-value')).toHaveText('84%');
  await expect(page.getByTestId('monitoring-enforcement-value')).toContainText('486');
  // The bar charts' value axis goes up to 800 (document 2 §9).
  await expect(page.getByTestId('chart-six-months').getByText('800', { exact: true })).toBeVisible();
  await expect(page.getByTestId('monitoring-map-view')).toBeVisible();
});

test('without a token the monitoring room sends the visitor to login', async ({ page }) => {
  await page.goto('/bigscreen');
  await expect(page).toHaveURL(/\/login/);
});
