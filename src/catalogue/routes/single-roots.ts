import type { CatalogueRoute } from '../types';

/** Roots that are one screen each: no children, so no sidebar. */
export const singleScreenRoots: CatalogueRoute[] = [
  { path: '/hzdc', name: 'hzdcRoot', title: '火灾调查', menuId: 6000, icon: 'fireInvestigation', noSidebar: true },
  { path: '/xyjg', name: 'xyjgRoot', title: '信用公示', menuId: 7000, icon: 'credit', noSidebar: true },
  { path: '/yjyp', name: 'yjypRoot', title: '预警研判', menuId: 9000, icon: 'earlyWarning', noSidebar: true },
];

/** Root menus that open an external platform; the address comes from the external-link call. */
export const externalRoots: CatalogueRoute[] = [
  { path: '/hzdcMenu', name: 'hzdcMenu', title: '火灾调查平台', icon: 'fireInvestigation', external: true, externalType: 'hzdc' },
  // The spec names only the types hzdc and xygk; the safety-inspection platform gets its own type.
  { path: '/aqjcMenu', name: 'aqjcMenu', title: '安全检查平台', icon: 'safetyCheck', external: true, externalType: 'aqjc' },
  { path: '/xygkMenu', name: 'xygkMenu', title: '信用管控平台', icon: 'credit', external: true, externalType: 'xygk' },
];
