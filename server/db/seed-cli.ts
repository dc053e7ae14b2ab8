/** `npm run seed`: migrates the configured database and seeds the essentials and, once, the demo data (`-- --demo` forces it). */
import { config } from '../config';
import { openDatabase } from './open';
import { prepareDatabase } from './seed';

const database = await openDatabase(config);
try {
  const demoSeeded = await prepareDatabase(database.db, { ...config, seedDemo: config.seedDemo || process.argv.includes('--demo') });
  console.log(demoSeeded ? '演示数据已写入。' : '基础数据已就绪（演示数据此前已写入或未启用）。');
} catch (err) {
  console.error('写入数据失败:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
