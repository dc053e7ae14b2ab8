import type { StatisticsView } from '../../services/statistics';
import type { XlsxColumn } from '../../services/xlsx';
import { STATISTICS_MESSAGES as M } from '../../services/statistics/messages';

type SheetRow = Record<string, string | number>;

/** The workbook of a view: header row of the dimension and measures, one row per row, then 合计. */
export function exportSheet(view: StatisticsView): { fileName: string; sheet: string; columns: XlsxColumn<SheetRow>[]; rows: SheetRow[] } {
  const columns: XlsxColumn<SheetRow>[] = [
    { header: view.dimension.label, key: 'label', width: 24 },
    ...view.measures.map((m, i) => ({ header: m.label, key: `m${i}` })),
  ];
  const line = (label: string, values: number[]): SheetRow => ({ label, ...Object.fromEntries(values.map((v, i) => [`m${i}`, v])) });
  return {
    fileName: `${view.title}.xlsx`,
    sheet: view.title,
    columns,
    rows: [...view.rows.map((r) => line(r.label, r.values)), line(M.totalLabel, view.totals)],
  };
}
