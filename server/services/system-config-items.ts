import type { SystemConfig } from './system-config';
import type { MapCrs } from './map-base';
import { EXTERNAL_LINKS } from '../../src/shared/external-links';

export const MAP_CRS_TEXT: Record<MapCrs, string> = { GCJ02: 'GCJ-02（国测局坐标）', WGS84: 'WGS84（GPS 坐标）' };

export interface ConfigItem {
  key: keyof SystemConfig;
  group: string;
  label: string;
  value: string;
}

const yesNo = (v: boolean) => (v ? '开启' : '关闭');

/** The configuration as readable rows for the xtpz list (group, label, shown value). */
export function configItems(c: SystemConfig): ConfigItem[] {
  return [
    { key: 'passwordMinLength', group: '密码策略', label: '密码最小长度', value: `${c.passwordMinLength}位` },
    { key: 'passwordMaxLength', group: '密码策略', label: '密码最大长度', value: `${c.passwordMaxLength}位` },
    { key: 'passwordMinClasses', group: '密码策略', label: '至少包含字符种类', value: `${c.passwordMinClasses}种（大写、小写、数字、特殊符号）` },
    { key: 'passwordMaxAgeDays', group: '密码策略', label: '密码有效期', value: `${c.passwordMaxAgeDays}天` },
    { key: 'initialPassword', group: '密码策略', label: '初始密码', value: c.initialPassword },
    { key: 'lockThreshold', group: '登录安全', label: '连续失败锁定次数', value: `${c.lockThreshold}次` },
    { key: 'lockMinutes', group: '登录安全', label: '锁定时长', value: `${c.lockMinutes}分钟` },
    { key: 'tokenIdleMinutes', group: '登录安全', label: '无操作自动退出', value: `${c.tokenIdleMinutes}分钟` },
    { key: 'captchaEnabled', group: '登录安全', label: '登录验证码', value: yesNo(c.captchaEnabled) },
    { key: 'mapCenterLng', group: '地图', label: '地图中心经度', value: String(c.mapCenterLng) },
    { key: 'mapCenterLat', group: '地图', label: '地图中心纬度', value: String(c.mapCenterLat) },
    { key: 'mapZoom', group: '地图', label: '地图缩放级别', value: String(c.mapZoom) },
    { key: 'mapTileUrl', group: '地图', label: '地图瓦片地址', value: c.mapTileUrl || '未设置（离线底图：辖区轮廓）' },
    { key: 'mapCrs', group: '地图', label: '底图坐标系', value: MAP_CRS_TEXT[c.mapCrs] },
    ...Object.values(EXTERNAL_LINKS).map(({ field, title }) => ({ key: field, group: '外部系统', label: title, value: c[field] || '未设置' })),
  ];
}
