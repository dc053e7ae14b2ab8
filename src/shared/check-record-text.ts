/** How a check record's lists read, on screen and in the printed 消防监督检查记录 alike. */
import { HAZARD_LEVEL_OPTIONS, optionLabel } from '../constants/options';

interface Item {
  item: string;
  passed: boolean;
  finding: string;
}
interface Hazard {
  description: string;
  level: string;
}

export const itemsText = (value: unknown) =>
  ((value ?? []) as Item[]).map((i, n) => `${n + 1}. ${i.item}：${i.passed ? '符合' : '不符合'}${i.finding ? `，${i.finding}` : ''}`).join('\n');
export const hazardsText = (value: unknown) =>
  ((value ?? []) as Hazard[]).map((h, n) => `${n + 1}. ${h.description}（${optionLabel(HAZARD_LEVEL_OPTIONS, h.level)}）`).join('\n');
