/**
 * The .xlsx import every list offers: read the uploaded sheet, check every row, and write all rows in one
 * transaction or none; a refused import names each bad row and its reason (data.errors).
 */
import type { Db } from '../db/client';
import { readXlsx, type ImportColumn, type ImportResult } from '../services/xlsx';
import { IMPORT_MAX_BYTES } from '../../src/constants/security';
import { BizError, Code, badRequest, ok } from './envelope';
import { readFileLimited } from './upload-stream';
import type { RouteContext } from './route';

/** How many bad rows the message names (all of them are in data.errors). */
export const IMPORT_ERRORS_IN_MESSAGE = 5;

export interface ImportRowError {
  row: number;
  message: string;
}

export function importFailure(errors: ImportRowError[]): BizError {
  const named = errors.slice(0, IMPORT_ERRORS_IN_MESSAGE).map((e) => (e.row > 0 ? `第${e.row}行：${e.message}` : e.message));
  const more = errors.length > IMPORT_ERRORS_IN_MESSAGE ? `等${errors.length}处错误` : '';
  return new BizError(Code.BAD_REQUEST, `导入失败，未导入任何数据。${named.join('；')}${more}`, { errors });
}

/** The rows read from a sheet, each with its row number. */
export type SheetRows<Row> = ImportResult<Row>['rows'];

export interface ImportSpec<Row, Value> {
  columns: ImportColumn[];
  /** What one row is, for the operation record (个建筑物, 个用户 …). */
  noun: string;
  /** Checks the parsed rows against the database; errors carry the sheet's row numbers. */
  resolve: (rows: SheetRows<Row>) => Promise<{ values: Value[]; errors: ImportRowError[] }>;
  /** Writes every value inside the import's transaction. */
  insert: (tx: Db, values: Value[]) => Promise<void>;
}

/** Runs the import of a raw multipart route and answers `{ imported }`; returns null for the route. */
export async function importAllOrNone<Row, Value>(ctx: Pick<RouteContext<unknown, unknown>, 'req' | 'reply' | 'db' | 'audit'>, spec: ImportSpec<Row, Value>): Promise<null> {
  const { req, reply, db, audit } = ctx;
  if (!req.isMultipart()) throw badRequest('请选择要导入的文件');
  const file = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES + 1 } });
  if (!file) throw badRequest('请选择要导入的文件');
  const parsed = await readXlsx<Row>(await readFileLimited(file, IMPORT_MAX_BYTES, '导入文件'), spec.columns);
  // Header problems are reported as row 0 or 1: nothing else can be read then.
  if (parsed.errors.some((e) => e.row <= 1)) throw importFailure(parsed.errors);
  if (!parsed.rows.length && !parsed.errors.length) throw badRequest('文件中没有可导入的数据');
  const { values, errors } = await spec.resolve(parsed.rows);
  const all = [...parsed.errors, ...errors].sort((a, b) => a.row - b.row);
  if (all.length) throw importFailure(all);
  await db.transaction((tx) => spec.insert(tx as unknown as Db, values));
  audit.target = file.filename;
  audit.detail = `导入${values.length}${spec.noun}`;
  await reply.type('application/json; charset=utf-8').send(ok({ imported: values.length }));
  return null;
}
