import { allRoutes, findRouteByName } from '../../src/catalogue';

/** Every menu id of spec document 1 §2, by the route that carries it. */
const SPEC_MENU_IDS: Record<string, number> = {
  root: 1, dashboard: 100, bigscreenNormalOrigin: 200, bigscreen: 300,
  xfjdjcRoot: 2000, brjcrw: 2100, wwjrw: 2110, ywjrw: 2120, xfjdjc: 2200, dxhd: 1060, review: 1070,
  xfaqjc: 1030, zxjdjc: 1040, jbtshc: 1050, yjsl: 2400, jyzfhGd: 2510, jyzfhXc: 2520, jyzfhTshc: 2530,
  xxzfh: 2600, xxzfhGd: 2610, xxzfhXc: 2620, xxzfhTshc: 2630, xzxk: 2300, cpjd: 2700, jsfw: 2800,
  xyjg: 2500, xfsjc: 2500, xfs: 2590,
  aqjcRoot: 2999,
  zfjdRoot: 4000, fzysGroup: 4100, fzys: 4110, jdpj: 4200, zdpjsz: 4210, zdpj: 4220, pjfa: 4230, rwpj: 4240, fhlb: 4300,
  hzfkrwRoot: 1000, hzfkGd: 1100, hzfkZd: 1200, hzfkXc: 1300, hzfkTj: 1400,
  xtglRoot: 5000, xawh: 5100, xawhGd: 5110, xawhRc: 5120, hybm: 5200, hybmZz: 5210, hybmGd: 5220, hybmRc: 5230,
  pcsjg: 5300, sqjg: 5400, jdxfjc: 5500, jdxfjcGd: 5510, jdxfjcRc: 5520, lhhzdc: 5600,
  gzxfywRoot: 8000, yysl: 8200, yyslDcl: 8210, yyslFc: 8220, yyslXfzd: 8230, yyslPx: 8240, yyslDxhd: 8250,
  yyslJdjc: 8260, tssl: 8300, pxrw: 8400, dsh: 8500, xck: 8600, xcZsk: 8610, xcZtfb: 8620, tk: 8700, tkGl: 8710,
  tkTj: 8720, znkf: 8800, znkfWdk: 8810, znkfTj: 8820, znkfLy: 8830,
  tjfxRoot: 10000, gzl: 10100, grgzl: 10110, gzlpj: 10120, gzltj: 10126, grlzlhhz: 10130, lzkp: 10140, gzlhzb: 10150,
  fwhcp: 10200, hcp: 10210, hcpWttj: 10220, jdjctj: 10300, jdjctjb: 10310, aytj: 10320, xyjgtj: 10330, xftj: 10340,
  hybmtj: 10400, hybmGdtj: 10410, hybmGztj: 10420, ggfwtj: 10500, hztj: 10600, rytj: 10700, zyztj: 10800,
  xfztj: 10900, xfzZftj: 10910, xfzAqjctj: 10920, xfzYhtj: 10930,
  xzzfRoot: 3000, xzcf: 3100, xzqzcs: 3200, hzdcRoot: 6000, xyjgRoot: 7000, yjypRoot: 9000,
  systemRoot: 11000, lcglGroup: 11001, lcgl: 11002, zhgl: 11100, yhgl: 11101, jsgl: 11110,
  jdzygl: 11200, qygl: 11210, xawhygl: 11220, zfdwgl: 11230, jdcsgl: 11240,
  jck: 11300, shdw: 11310, jzw: 11320, zfry: 11330, fgk: 11340, guifanku: 11350, anliku: 11360,
  wsmb: 11400, mbsz: 11410, aysz: 11420, bdpz: 11430, taskTemplate: 11500, xdmb: 11600, xxmb: 11700,
  jxkpgl: 11800, kaopingsz: 11810, userManage: 11820, rzck: 11900, xtpz: 11950, APPsys: 11960,
  machineInspector: 11970,
  // Beyond the spec as well: the working-day calendar under 系统管理 (issue 18).
  jjrsz: 11955,
};

describe('catalogue menu ids', () => {
  it.each(Object.entries(SPEC_MENU_IDS))('%s carries menu id %i', (name, menuId) => {
    expect(findRouteByName(name)?.menuId).toBe(menuId);
  });

  it('invents no menu id: every route with one is in the spec table', () => {
    const withIds = allRoutes().filter((route) => route.menuId !== undefined).map((route) => route.name);
    expect(withIds.sort()).toEqual(Object.keys(SPEC_MENU_IDS).sort());
  });

  it('places the spec screens under the roots the spec lists them in', () => {
    expect(findRouteByName('wwjrw')?.fullPath).toBe('/xfjdjc/brjcrw/wwjrw');
    expect(findRouteByName('dashboard')?.fullPath).toBe('/dashboard');
    expect(findRouteByName('yhgl')?.rootPath).toBe('/system');
    expect(findRouteByName('sldjCn')?.rootPath).toBe('/aqjc');
    expect(findRouteByName('fzys')?.rootPath).toBe('/zfjd');
    expect(findRouteByName('rytj')?.hidden).toBe(true);
    expect(findRouteByName('jyzfh')).toMatchObject({ hidden: true, menuId: undefined });
    expect(findRouteByName('jyzfhGd')?.hidden).toBe(true);
  });

  it('gives the external menus their link type', () => {
    expect(findRouteByName('hzdcMenu')).toMatchObject({ external: true, externalType: 'hzdc', depth: 0 });
    expect(findRouteByName('xygkMenu')).toMatchObject({ external: true, externalType: 'xygk', depth: 0 });
    expect(findRouteByName('aqjcMenu')).toMatchObject({ external: true, depth: 0 });
    expect(findRouteByName('xfjdjc')).toMatchObject({ external: true, hidden: true });
    const jsfwChildren = allRoutes().filter((route) => route.parentName === 'jsfw');
    expect(jsfwChildren.filter((route) => route.external)).toHaveLength(1);
  });
});
