/**
 * `npm run seed`: migrates the configured database and seeds the essentials and, once, the demo data (`-- --demo` forces it).
 * `-- --scale=large` also adds a large city's statistics volume (implies --demo; `--tasks=N` changes the task count).
 */
import { config } from '../config';
import { openDatabase } from './open';
import { prepareDatabase } from './seed';
import { LARGE_SCALE, seedLargeStatistics } from './seed/statistics-large';
import { chinaStartOfDay } from './seed/util';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const large = arg('scale') === 'large';
const tasks = Number(arg('tasks') ?? LARGE_SCALE.tasks);

const database = await openDatabase(config);
try {
  if (!Number.isInteger(tasks) || tasks < 1) throw new Error(`--tasks 须为正整数：${arg('tasks')}`);
  const demoSeeded = await database.exclusive(() => prepareDatabase(database.db, { ...config, seedDemo: config.seedDemo || large || process.argv.includes('--demo') }));
  console.log(demoSeeded ? '演示数据已写入。' : '基础数据已就绪（演示数据此前已写入或未启用）。');
  if (large) {
    console.log(`写入大规模统计数据（${database.kind === 'pglite' ? `PGlite ${config.dataDir}` : 'PostgreSQL DATABASE_URL'}）…`);
    await seedLargeStatistics(database.db, chinaStartOfDay(new Date()), { ...LARGE_SCALE, tasks });
  }
} catch (err) {
  console.error('写入数据失败:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
