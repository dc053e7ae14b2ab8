import type { StatisticsView } from '../../services/statistics';
import type { XlsxColumn } from '../../services/xlsx';
import { STATISTICS_MESSAGES as M } from '../../services/statistics/messages';

type SheetRow = Record<string, string | number>;

/** The workbook of a view: its heading (title and filters), the header row of the dimension and measures, one row per row, then 合计. */
export function exportSheet(view: StatisticsView, heading: string[]): { fileName: string; sheet: string; columns: XlsxColumn<SheetRow>[]; rows: SheetRow[]; heading: string[] } {
  const columns: XlsxColumn<SheetRow>[] = [
    { header: view.dimension.label, key: 'label', width: 24 },
    ...view.measures.map((m, i) => ({ header: m.label, key: `m${i}` })),
  ];
  const line = (label: string, values: number[]): SheetRow => ({ label, ...Object.fromEntries(values.map((v, i) => [`m${i}`, v])) });
  return {
    fileName: `${view.title}.xlsx`,
    sheet: view.title,
    heading,
    columns,
    rows: [...view.rows.map((r) => line(r.label, r.values)), line(M.totalLabel, view.totals)],
  };
}
