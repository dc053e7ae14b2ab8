import { Type } from '@sinclair/typebox';
import { findRouteByName } from '../catalogue';
import { MAP_MIN_ZOOM } from '../constants/map';
import { SystemConfigDetailDocument, SystemConfigItemsDocument, UpdateSystemConfigDocument } from '../graphql/generated/graphql';
import type { MapCrs } from '../lib/coords';
import { EXTERNAL_LINKS } from '../shared/external-links';
import { SYSTEM_CONFIG_FIELDS, systemConfigProblems } from '../shared/system-config-input';
import type { JsonSchema } from '../shared/validation/json-schema';
import { callInputValidator } from './entity/input-validator';
import { defineResource } from './types';

const buttons = findRouteByName('xtpz')!.buttons;

/** Number fields as the form holds them ('' or typed text until parsed). */
const num = (v: unknown) => (v === '' || v === null || v === undefined ? '' : Number.isNaN(Number(v)) ? v : Number(v));
const toInput = (v: SystemConfigValues) => ({
  ...v,
  passwordMinLength: num(v.passwordMinLength), passwordMaxLength: num(v.passwordMaxLength), passwordMinClasses: num(v.passwordMinClasses), passwordMaxAgeDays: num(v.passwordMaxAgeDays),
  lockThreshold: num(v.lockThreshold), lockMinutes: num(v.lockMinutes), tokenIdleMinutes: num(v.tokenIdleMinutes),
  mapCenterLng: num(v.mapCenterLng), mapCenterLat: num(v.mapCenterLat), mapZoom: num(v.mapZoom),
  initialPassword: String(v.initialPassword ?? '').trim(), mapTileUrl: String(v.mapTileUrl ?? '').trim(),
  ...Object.fromEntries(Object.values(EXTERNAL_LINKS).map(({ field }) => [field, String(v[field] ?? '').trim()])),
}) as SystemConfigValues;

export interface SystemConfigValues {
  passwordMinLength: number;
  passwordMaxLength: number;
  passwordMinClasses: number;
  passwordMaxAgeDays: number;
  initialPassword: string;
  lockThreshold: number;
  lockMinutes: number;
  tokenIdleMinutes: number;
  captchaEnabled: boolean;
  mapCenterLng: number;
  mapCenterLat: number;
  mapZoom: number;
  mapTileUrl: string;
  mapCrs: MapCrs;
  externalHzdcUrl: string;
  externalXygkUrl: string;
  externalAqjcUrl: string;
  externalXfjdjcUrl: string;
  externalJsfwUrl: string;
}

const CRS_OPTIONS = [
  { value: 'GCJ02', label: 'GCJ-02（国测局坐标，高德、腾讯瓦片）' },
  { value: 'WGS84', label: 'WGS84（GPS 坐标）' },
];

/** The server's own fields and rules (src/shared/system-config-input.ts), worded alike. */
const validator = callInputValidator(Type.Object(SYSTEM_CONFIG_FIELDS) as unknown as JsonSchema, (v: SystemConfigValues) => toInput(v) as unknown as Record<string, unknown>, (v) => systemConfigProblems(toInput(v)));

const CLASS_OPTIONS = [1, 2, 3, 4].map((n) => ({ value: n, label: `${n}种` }));

/** 系统配置 (11950): the configuration as rows; 配置项编辑 (xtpzbj) edits all of it at once. */
export default defineResource({
  name: 'systemConfig',
  title: '系统配置',
  routeName: 'xtpz',
  formRoutes: { edit: 'xtpzbj' },
  rowKey: 'key',
  list: {
    document: SystemConfigItemsDocument,
    variables: ({ current, size }) => ({ input: { current, size } }),
    select: (data) => data.systemConfigItems,
    columns: {
      group: { title: '分组', width: 120 },
      label: { title: '配置项', width: 200 },
      value: { title: '当前值' },
    },
  },
  detail: {
    document: SystemConfigDetailDocument,
    // One configuration: whichever row was chosen, the whole of it is edited.
    variables: () => ({}),
    select: (data) => data.systemConfigDetail,
    sections: [],
  },
  form: {
    sections: [
      {
        title: '密码策略',
        fields: {
          passwordMinLength: { label: '密码最小长度', kind: 'number', required: true },
          passwordMaxLength: { label: '密码最大长度', kind: 'number', required: true },
          passwordMinClasses: { label: '至少包含字符种类', kind: 'select', options: CLASS_OPTIONS, required: true },
          passwordMaxAgeDays: { label: '密码有效期（天）', kind: 'number', required: true },
          initialPassword: { label: '初始密码', kind: 'text', required: true },
        },
      },
      {
        title: '登录安全',
        fields: {
          lockThreshold: { label: '连续失败锁定次数', kind: 'number', required: true },
          lockMinutes: { label: '锁定时长（分钟）', kind: 'number', required: true },
          tokenIdleMinutes: { label: '无操作自动退出（分钟）', kind: 'number', required: true },
          captchaEnabled: { label: '登录验证码', kind: 'switch' },
        },
      },
      {
        title: '地图',
        fields: {
          mapCenterLng: { label: '地图中心经度', kind: 'number', required: true },
          mapCenterLat: { label: '地图中心纬度', kind: 'number', required: true },
          mapZoom: { label: '地图缩放级别', kind: 'number', required: true },
          mapTileUrl: { label: '地图瓦片地址', kind: 'text', placeholder: '留空使用离线底图（辖区轮廓），例：https://webrd01.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}&style=8' },
          mapCrs: { label: '底图坐标系', kind: 'select', options: CRS_OPTIONS, required: true },
        },
      },
      {
        title: '外部系统',
        fields: Object.fromEntries(
          Object.values(EXTERNAL_LINKS).map(({ field, title }) => [field, { label: title, kind: 'text' as const, placeholder: '留空表示未接入；例：https://example.gov.cn/ 或本系统路径 /standins/external/hzdc' }]),
        ),
      },
    ],
    validator,
    defaults: {
      passwordMinLength: 8,
      passwordMaxLength: 32,
      passwordMinClasses: 3,
      passwordMaxAgeDays: 90,
      initialPassword: '',
      lockThreshold: 5,
      lockMinutes: 10,
      tokenIdleMinutes: 30,
      captchaEnabled: false,
      mapCenterLng: 114.0579,
      mapCenterLat: 22.5431,
      mapZoom: MAP_MIN_ZOOM,
      mapTileUrl: '',
      mapCrs: 'GCJ02',
      externalHzdcUrl: '',
      externalXygkUrl: '',
      externalAqjcUrl: '',
      externalXfjdjcUrl: '',
      externalJsfwUrl: '',
    } satisfies SystemConfigValues,
    toValues: ({ id: _id, version: _version, ...values }) => values,
    update: {
      document: UpdateSystemConfigDocument,
      variables: (row, values: SystemConfigValues) => ({ input: { ...toInput(values), version: row.version } }),
    },
  },
  actions: [
    { key: 'edit', label: '编辑', scope: 'toolbar', buttonId: buttons.edit, navigate: 'xtpzbj' },
    { key: 'editRow', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'xtpzbj' },
  ],
});
