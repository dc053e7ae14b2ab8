import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '../constants/map';
import { SystemConfigDetailDocument, SystemConfigItemsDocument, UpdateSystemConfigDocument } from '../graphql/generated/graphql';
import type { MapCrs } from '../lib/coords';
import { defineResource } from './types';

const buttons = findRouteByName('xtpz')!.buttons;

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
}

const whole = (label: string, min: number, max: number) =>
  yup
    .number()
    .typeError(`${label}必须是数字`)
    .required(`${label}不能为空`)
    .integer(`${label}必须是整数`)
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);

const TILE_URL_PROBLEM = '地图瓦片地址应以 http:// 或 https:// 开头，并包含 {x}、{y}、{z} 占位符';
const CRS_OPTIONS = [
  { value: 'GCJ02', label: 'GCJ-02（国测局坐标，高德、腾讯瓦片）' },
  { value: 'WGS84', label: 'WGS84（GPS 坐标）' },
];

/** Same limits as the server (server/routes/system/config/index.ts). */
const schema = yup.object({
  passwordMinLength: whole('密码最小长度', 6, 64),
  passwordMaxLength: whole('密码最大长度', 6, 128).min(yup.ref('passwordMinLength'), '密码最大长度不能小于密码最小长度'),
  passwordMinClasses: whole('至少包含字符种类', 1, 4),
  passwordMaxAgeDays: whole('密码有效期', 1, 3650),
  initialPassword: yup.string().trim().required('初始密码不能为空'),
  lockThreshold: whole('连续失败锁定次数', 1, 20),
  lockMinutes: whole('锁定时长', 1, 1440),
  tokenIdleMinutes: whole('无操作自动退出', 5, 1440),
  captchaEnabled: yup.boolean(),
  mapCenterLng: yup.number().typeError('地图中心经度必须是数字').required('地图中心经度不能为空').min(73, '地图中心经度不能小于73').max(136, '地图中心经度不能大于136'),
  mapCenterLat: yup.number().typeError('地图中心纬度必须是数字').required('地图中心纬度不能为空').min(3, '地图中心纬度不能小于3').max(54, '地图中心纬度不能大于54'),
  mapZoom: whole('地图缩放级别', MAP_MIN_ZOOM, MAP_MAX_ZOOM),
  // Same rule as the server (server/services/map-base.ts): empty, or an http(s) template with {x}, {y}, {z}.
  mapTileUrl: yup
    .string()
    .trim()
    .max(500, '地图瓦片地址不能超过500个字符')
    .test('tile-url', TILE_URL_PROBLEM, (v) => !v || (/^https?:\/\/\S+$/.test(v) && ['{x}', '{y}', '{z}'].every((p) => v.includes(p)))),
  mapCrs: yup.string().oneOf(['GCJ02', 'WGS84'], '请选择底图坐标系').required('请选择底图坐标系'),
});


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
    ],
    schema,
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
    } satisfies SystemConfigValues,
    toValues: ({ id: _id, version: _version, ...values }) => values,
    update: {
      document: UpdateSystemConfigDocument,
      variables: (row, values: SystemConfigValues) => ({ input: { ...values, initialPassword: values.initialPassword.trim(), mapTileUrl: values.mapTileUrl.trim(), version: row.version } }),
    },
  },
  actions: [
    { key: 'edit', label: '编辑', scope: 'toolbar', buttonId: buttons.edit, navigate: 'xtpzbj' },
    { key: 'editRow', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'xtpzbj' },
  ],
});
