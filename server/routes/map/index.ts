import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../http/route';
import { readMapBase } from '../../services/map-base';
import { areaOutlines } from '../../services/map-areas';
import { MAP_ZOOM_RANGE, readMapView } from '../../services/system-config';
import { MapCrsField } from './fields';

/**
 * What every map of the client needs before it draws: public, because the cockpit (/bigscreen-normal) is
 * shown without login. Nothing here is personal: the configured view, the tile template, area outlines.
 */
const MapSettings = Type.Object({
  lng: Type.Number({ title: '中心经度' }),
  lat: Type.Number({ title: '中心纬度' }),
  zoom: Type.Integer({ title: '缩放级别' }),
  minZoom: Type.Integer({ title: '最小缩放级别' }),
  maxZoom: Type.Integer({ title: '最大缩放级别' }),
  tileUrl: Type.String({ title: '瓦片地址（空为离线底图）' }),
  crs: MapCrsField,
});

const AreaFeature = Type.Object({
  type: Type.String({ title: 'Feature' }),
  properties: Type.Object({
    id: Type.String({ title: '区域ID' }),
    name: Type.String({ title: '区域名称' }),
    code: Type.String({ title: '区划代码' }),
    level: Type.Integer({ title: '层级' }),
  }),
  geometry: Type.Object({
    type: Type.String({ title: 'Polygon' }),
    coordinates: Type.Array(Type.Array(Type.Array(Type.Number())), { title: '轮廓（WGS84 经纬度环）' }),
  }),
});

export const mapRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/map/config',
    operationId: 'mapSettings',
    summary: '地图配置：默认中心、缩放范围、瓦片地址与底图坐标系（驾驶舱无需登录）',
    access: 'public',
    data: MapSettings,
    handler: async ({ db }) => {
      const [view, base] = await Promise.all([readMapView(db), readMapBase(db)]);
      return { ...view, minZoom: MAP_ZOOM_RANGE.min, maxZoom: MAP_ZOOM_RANGE.max, tileUrl: base.tileUrl, crs: base.crs };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/map/areas',
    operationId: 'mapAreas',
    summary: '辖区轮廓（GeoJSON，WGS84；离线默认底图绘制）',
    access: 'public',
    data: Type.Object({ type: Type.String({ title: 'FeatureCollection' }), features: Type.Array(AreaFeature) }),
    handler: ({ db }) => areaOutlines(db),
  }),
];
