/** deck.gl layers drawn over a react-map-gl map (one MapboxOverlay control; its props follow the parent's). */
import { MapboxOverlay, type MapboxOverlayProps } from '@deck.gl/mapbox';
import { useControl, type IControl } from 'react-map-gl/maplibre';

export function DeckOverlay(props: MapboxOverlayProps) {
  const overlay = useControl(() => new MapboxOverlay(props) as unknown as IControl) as unknown as MapboxOverlay;
  overlay.setProps(props);
  return null;
}
