import { Type } from '@sinclair/typebox';

/** Coordinate system of the base map's tiles (services/map-base.ts). */
export const MapCrsField = Type.Union([Type.Literal('GCJ02'), Type.Literal('WGS84')], { title: '底图坐标系' });
