import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface XlsxColumn<R> {
  header: string;
  key: keyof R & string;
  width?: number;
}

export interface ImportColumn {
  header: string;
  key: string;
  required?: boolean;
  /** Turns the cell text into the value, or throws an Error whose message says what is wrong. */
  parse?: (text: string) => unknown;
}

export interface ImportResult<R> {
  rows: (R & { rowNumber: number })[];
  errors: { row: number; message: string }[];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** content-disposition with an ASCII fallback and the UTF-8 name (RFC 5987), as the client parses it. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A one-sheet workbook. With `heading`, its first line is the title (bold, across the table's width), the
 * others (the filters used) follow, then a blank row, then the column headers and the rows.
 */
export async function buildXlsx<R>(sheet: string, columns: XlsxColumn<R>[], rows: R[], heading: string[] = []): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = '消防监督执法综合业务平台';
  const ws = book.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ key: c.key, width: c.width ?? Math.max(12, c.header.length * 2 + 4) }));
  heading.forEach((line, i) => {
    const row = ws.addRow([line]);
    if (columns.length > 1) ws.mergeCells(row.number, 1, row.number, columns.length);
    row.font = i === 0 ? { bold: true, size: 14 } : { color: { argb: 'FF555555' } };
    if (i === 0) row.alignment = { horizontal: 'center' };
  });
  if (heading.length) ws.addRow([]);
  ws.addRow(columns.map((c) => c.header)).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => cellValue(row[c.key])));
  return Buffer.from(await book.xlsx.writeBuffer());
}

function cellValue(v: unknown): ExcelJS.CellValue {
  if (v === null || v === undefined) return '';
  if (v instanceof Date || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

/** Writes a real .xlsx as the reply (blob routes are `raw: true`). */
export async function sendXlsx<R>(reply: FastifyReply, opts: { fileName: string; sheet: string; columns: XlsxColumn<R>[]; rows: R[]; heading?: string[] }): Promise<void> {
  const buffer = await buildXlsx(opts.sheet, opts.columns, opts.rows, opts.heading);
  await reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', attachmentHeader(opts.fileName))
    .header('access-control-expose-headers', 'content-disposition')
    .send(buffer);
}

const text = (cell: ExcelJS.Cell): string => {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object' && 'text' in v) return String((v as { text: unknown }).text ?? '').trim();
  if (typeof v === 'object' && 'result' in v) return String((v as { result: unknown }).result ?? '').trim();
  return String(v).trim();
};

/**
 * Reads the first sheet: row 1 holds the headers (matched by name, any order); every further non-empty row
 * is checked. Row numbers are the ones Excel shows, so a user can find the bad row.
 */
export async function readXlsx<R>(buffer: Buffer, columns: ImportColumn[]): Promise<ImportResult<R>> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { rows: [], errors: [{ row: 0, message: '文件不是有效的 Excel（.xlsx）文件' }] };
  }
  const ws = book.worksheets[0];
  if (!ws) return { rows: [], errors: [{ row: 0, message: '文件中没有工作表' }] };
  const headerCells = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => headerCells.set(text(cell), col));
  const missing = columns.filter((c) => !headerCells.has(c.header)).map((c) => c.header);
  if (missing.length) return { rows: [], errors: [{ row: 1, message: `缺少列：${missing.join('、')}` }] };

  const rows: (R & { rowNumber: number })[] = [];
  const errors: { row: number; message: string }[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const values = columns.map((c) => text(row.getCell(headerCells.get(c.header)!)));
    if (values.every((v) => v === '')) continue;
    const out: Record<string, unknown> = { rowNumber: r };
    const problems: string[] = [];
    columns.forEach((c, i) => {
      const v = values[i];
      if (!v) {
        if (c.required) problems.push(`${c.header}不能为空`);
        out[c.key] = undefined;
        return;
      }
      try {
        out[c.key] = c.parse ? c.parse(v) : v;
      } catch (e) {
        problems.push(`${c.header}${e instanceof Error ? e.message : '格式不正确'}`);
      }
    });
    if (problems.length) errors.push({ row: r, message: problems.join('；') });
    else rows.push(out as R & { rowNumber: number });
  }
  return { rows, errors };
}
