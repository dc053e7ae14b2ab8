/**
 * What 配置项编辑 (xtpzbj) sends and the rules it must keep: the fields' schema (the server's route
 * validates with it, the form checks with it) and the rules relating fields, run on both sides.
 */
import { Type } from '@sinclair/typebox';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '../constants/map';
import { EXTERNAL_URL_FIELDS, externalUrlProblems, type ExternalUrlField } from './external-links';

export const TILE_URL_MAX_LENGTH = 500;
export const TILE_URL_PROBLEM = '地图瓦片地址应以 http:// 或 https:// 开头，并包含 {x}、{y}、{z} 占位符';

/** Coordinate system of the base map's tiles (server/services/map-base.ts). */
export const MapCrsField = Type.Union([Type.Literal('GCJ02'), Type.Literal('WGS84')], { title: '底图坐标系' });

const int = (title: string, minimum: number, maximum: number) => Type.Integer({ title, minimum, maximum });

export const SYSTEM_CONFIG_FIELDS = {
  passwordMinLength: int('密码最小长度', 6, 64),
  passwordMaxLength: int('密码最大长度', 6, 128),
  passwordMinClasses: int('至少包含字符种类', 1, 4),
  lockThreshold: int('连续失败锁定次数', 1, 20),
  lockMinutes: int('锁定时长（分钟）', 1, 1440),
  passwordMaxAgeDays: int('密码有效期（天）', 1, 3650),
  tokenIdleMinutes: int('无操作自动退出（分钟）', 5, 1440),
  captchaEnabled: Type.Boolean({ title: '登录验证码' }),
  initialPassword: Type.String({ title: '初始密码', minLength: 1, maxLength: 128 }),
  mapCenterLng: Type.Number({ title: '地图中心经度', minimum: 73, maximum: 136 }),
  mapCenterLat: Type.Number({ title: '地图中心纬度', minimum: 3, maximum: 54 }),
  mapZoom: Type.Integer({ title: '地图缩放级别' }),
  mapTileUrl: Type.String({ title: '地图瓦片地址', maxLength: TILE_URL_MAX_LENGTH }),
  mapCrs: MapCrsField,
  ...EXTERNAL_URL_FIELDS,
};

/** An empty URL is valid (no tiles); otherwise an http(s) template with the {x}, {y} and {z} placeholders. */
export function tileUrlProblem(url: string): string | null {
  if (url === '') return null;
  const ok = /^https?:\/\/\S+$/.test(url) && ['{x}', '{y}', '{z}'].every((p) => url.includes(p));
  return ok ? null : TILE_URL_PROBLEM;
}

/** The rules the schema cannot express, by field (the initial password's policy is the server's alone: it needs the policy module). */
export function systemConfigProblems(c: { passwordMinLength: number; passwordMaxLength: number; mapZoom: number; mapTileUrl: string } & Record<ExternalUrlField, string>): Record<string, string> {
  const out: Record<string, string> = externalUrlProblems(c);
  if (c.passwordMinLength > c.passwordMaxLength) out.passwordMaxLength = '密码最小长度不能大于密码最大长度';
  if (c.mapZoom < MAP_MIN_ZOOM || c.mapZoom > MAP_MAX_ZOOM) out.mapZoom = `地图缩放级别应在${MAP_MIN_ZOOM}到${MAP_MAX_ZOOM}之间`;
  const tile = tileUrlProblem(c.mapTileUrl);
  if (tile) out.mapTileUrl = tile;
  return out;
}
