import type { CatalogueRoute } from './types';
import { publicRoutes } from './routes/public';
import { homeRoot } from './routes/home';
import { commonRoot, wordRoot } from './routes/common';
import { xfjdjcRoot } from './routes/xfjdjc';
import { aqjcRoot } from './routes/aqjc';
import { zfjdRoot } from './routes/zfjd';
import { hzfkrwRoot } from './routes/hzfkrw';
import { xtglRoot } from './routes/xtgl';
import { gzxfywRoot } from './routes/gzxfyw';
import { tjfxRoot } from './routes/tjfx';
import { xzzfRoot } from './routes/xzzf';
import { externalRoots, singleScreenRoots } from './routes/single-roots';
import { systemRoot } from './routes/system';

/** Every route of the product, in navbar order (the order of roots is the order of root menus). */
export const catalogue: CatalogueRoute[] = [
  homeRoot,
  xfjdjcRoot,
  aqjcRoot,
  zfjdRoot,
  hzfkrwRoot,
  xtglRoot,
  gzxfywRoot,
  tjfxRoot,
  xzzfRoot,
  ...singleScreenRoots,
  ...externalRoots,
  systemRoot,
  commonRoot,
  wordRoot,
  ...publicRoutes,
];
