/** Coordinate system of the base map's tiles (services/map-base.ts), one definition with the form's (src/shared). */
export { MapCrsField } from '../../../src/shared/system-config-input';
