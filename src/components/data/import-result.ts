/** What an import answers: how many rows went in, or every bad row with its reason (nothing imported). */
export interface ImportRowError {
  row: number;
  message: string;
}

export interface ImportResult {
  imported: number;
  errors: ImportRowError[];
}

export function importResultOf(data: unknown): ImportResult {
  const shaped = (data ?? {}) as { imported?: unknown; count?: unknown; errors?: unknown };
  const errors = Array.isArray(shaped.errors)
    ? shaped.errors
        .filter((each): each is ImportRowError => typeof each === 'object' && each !== null && 'row' in each)
        .map((each) => ({ row: Number(each.row), message: String(each.message ?? '') }))
    : [];
  const imported = Number(shaped.imported ?? shaped.count ?? 0) || 0;
  return { imported: errors.length ? 0 : imported, errors };
}
