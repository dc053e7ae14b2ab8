import { Type } from '@sinclair/typebox';
import { MAX_PAGE_NUMBER } from '../../../../src/constants/security';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { configItems } from '../../../services/system-config-items';
import { EXPORT_SIZE, page, pageOf, pageWindow } from '../../../http/paging';
import { DEFAULT_MAP, MAP_ZOOM_RANGE, readMapView, readSystemConfig, writeSystemConfig } from '../../../services/system-config';
import { screenGrants } from '../catalogue-menu';
import { VersionField } from '../../../http/record-fields';
import { EXTERNAL_LINKS } from '../../../../src/shared/external-links';
import { externalLinkRoute } from './external-link';
import { MapCrsField, SYSTEM_CONFIG_FIELDS as ConfigFields } from '../../../../src/shared/system-config-input';

const xtpz = screenGrants('xtpz', ['edit']);
/** The configuration is one record; the edit screen is opened with this id. */
const CONFIG_ID = 'system';

/** Replies carry plain types (limits on reply fields would turn into custom GraphQL scalars). */
const SystemConfigData = Type.Object({
  id: Type.String({ title: '配置ID' }),
  version: Type.Integer({ title: '版本' }),
  passwordMinLength: Type.Integer({ title: '密码最小长度' }),
  passwordMaxLength: Type.Integer({ title: '密码最大长度' }),
  passwordMinClasses: Type.Integer({ title: '至少包含字符种类' }),
  lockThreshold: Type.Integer({ title: '连续失败锁定次数' }),
  lockMinutes: Type.Integer({ title: '锁定时长（分钟）' }),
  passwordMaxAgeDays: Type.Integer({ title: '密码有效期（天）' }),
  tokenIdleMinutes: Type.Integer({ title: '无操作自动退出（分钟）' }),
  captchaEnabled: Type.Boolean({ title: '登录验证码' }),
  initialPassword: Type.String({ title: '初始密码' }),
  mapCenterLng: Type.Number({ title: '地图中心经度' }),
  mapCenterLat: Type.Number({ title: '地图中心纬度' }),
  mapZoom: Type.Integer({ title: '地图缩放级别' }),
  mapTileUrl: Type.String({ title: '地图瓦片地址' }),
  mapCrs: MapCrsField,
  externalHzdcUrl: Type.String({ title: EXTERNAL_LINKS.hzdc.title }),
  externalXygkUrl: Type.String({ title: EXTERNAL_LINKS.xygk.title }),
  externalAqjcUrl: Type.String({ title: EXTERNAL_LINKS.aqjc.title }),
  externalXfjdjcUrl: Type.String({ title: EXTERNAL_LINKS.xfjdjc.title }),
  externalJsfwUrl: Type.String({ title: EXTERNAL_LINKS.jsfw.title }),
});

const ConfigItem = Type.Object({
  key: Type.String({ title: '配置项' }),
  group: Type.String({ title: '分组' }),
  label: Type.String({ title: '名称' }),
  value: Type.String({ title: '当前值' }),
});

const MapView = Type.Object({ lng: Type.Number({ title: '经度' }), lat: Type.Number({ title: '纬度' }), zoom: Type.Integer({ title: '缩放级别' }) });

export const systemConfigRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/sys/config/items',
    operationId: 'systemConfigItems',
    summary: '系统配置项列表',
    access: xtpz.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Object({ current: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: MAX_PAGE_NUMBER })), size: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: EXPORT_SIZE })) }),
    data: pageOf(ConfigItem),
    handler: async ({ db, config, body }) => {
      const records = configItems(await readSystemConfig(db, config));
      const { offset, limit } = pageWindow(body ?? {});
      return page(body ?? {}, records.length, records.slice(offset, offset + limit));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/sys/config/detail',
    operationId: 'systemConfigDetail',
    summary: '系统配置（编辑用，含版本）',
    access: xtpz.menuId,
    data: SystemConfigData,
    handler: async ({ db, config }) => ({ id: CONFIG_ID, ...(await readSystemConfig(db, config)) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/config/update',
    operationId: 'updateSystemConfig',
    summary: '修改系统配置（密码策略、登录锁定、空闲时间、验证码、初始密码、地图）',
    access: xtpz.menuId,
    buttonId: xtpz.buttons.edit,
    body: Type.Object({ ...ConfigFields, version: VersionField }),
    data: SystemConfigData,
    handler: async ({ body, db, config, audit }) => {
      const { version, ...values } = body;
      audit.target = '系统配置';
      await writeSystemConfig(db, values, version);
      audit.detail = JSON.stringify({ ...values, initialPassword: '******' });
      return { id: CONFIG_ID, ...(await readSystemConfig(db, config)) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/sys/config/map',
    operationId: 'getMapConfig',
    summary: `地图中心与缩放级别（缩放 ${MAP_ZOOM_RANGE.min}–${MAP_ZOOM_RANGE.max}，默认深圳 ${DEFAULT_MAP.lng},${DEFAULT_MAP.lat}）`,
    access: 'session',
    data: MapView,
    handler: ({ db }) => readMapView(db),
  }),
  externalLinkRoute,
];
