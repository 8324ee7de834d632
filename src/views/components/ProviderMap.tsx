import 'leaflet/dist/leaflet.css';
import './ProviderMap.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { config } from '../../config';
import { choiceEn } from '../../i18n/en.choice';
import { useShownLanguage } from '../shell/shownWords';
import { spreadMarkers } from './spreadMarkers';

export interface MapPoint {
  id: number;
  label: string;
  /** The marker's letter (a, b, c…) or null for the location marker. */
  symbol: string | null;
  latitude: number;
  longitude: number;
}

interface ProviderMapProps {
  location: MapPoint;
  providers: MapPoint[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Open zoomed around the selected provider and the location (reached from its page), not around every marker. */
  openOnSelected?: boolean;
}

const FIT_PADDING = 60;
const HOME_SIZE = 34;
const MARKER_SIZE = 30;
/** Pixels kept between spread markers: room for the selected marker's 3 px ring. */
const MARKER_GAP = 4;

/**
 * Draws markers that would cover each other at the current zoom apart (their elements keep their true positions and
 * are shifted by their margins, so focus, title and handlers stay), each with a short line to its true spot.
 */
function spreadOut(map: L.Map, home: L.Marker, providers: L.Marker[], legs: L.LayerGroup) {
  const all = [home, ...providers];
  const spots = all.map((marker, index) => {
    const { x, y } = map.latLngToLayerPoint(marker.getLatLng());
    return { x, y, size: index === 0 ? HOME_SIZE : MARKER_SIZE, fixed: index === 0 };
  });
  // A map without a size yet (or under jsdom) has no pixel positions to spread.
  if (spots.some(({ x, y }) => !Number.isFinite(x) || !Number.isFinite(y))) return;
  const drawn = spreadMarkers(spots, MARKER_GAP);
  legs.clearLayers();
  all.forEach((marker, index) => {
    const spot = spots[index]!;
    const dx = drawn[index]!.x - spot.x;
    const dy = drawn[index]!.y - spot.y;
    const element = marker.getElement();
    if (element) {
      element.style.marginLeft = `${dx - spot.size / 2}px`;
      element.style.marginTop = `${dy - spot.size / 2}px`;
    }
    if (Math.hypot(dx, dy) >= 1) {
      const end = map.layerPointToLatLng(L.point(drawn[index]!.x, drawn[index]!.y));
      L.polyline([marker.getLatLng(), end], { color: '#0b7285', weight: 2, opacity: 0.8, interactive: false }).addTo(legs);
      L.circleMarker(marker.getLatLng(), { radius: 3, color: '#fff', weight: 1, fillColor: '#0b7285', fillOpacity: 1, interactive: false }).addTo(legs);
    }
  });
}

/**
 * The one Leaflet wrapper (loaded only with the map route). Markers are plain HTML (letters in circles), so the map
 * is useful even when no tiles can be fetched. It opens around every marker and the location, or, reached from a
 * provider's page, around that provider and the location; selecting a provider fits the map around it and the
 * location. Markers that would cover each other at the zoom shown are drawn apart.
 */
export function ProviderMap({ location, providers, selectedId, onSelect, openOnSelected = false }: ProviderMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<number, L.Marker>());
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  // The provider the view is zoomed on (null: every marker), and the selection last acted on. A selection left from an
  // earlier visit to the map does not zoom it again; a new one does.
  const zoomedOn = useRef(openOnSelected ? selectedId : null);
  const seenSelection = useRef(selectedId);

  // The map's own words (its zoom buttons, its credit) are set as it is made: made again in another language.
  const shown = useShownLanguage();
  useEffect(() => {
    if (!container.current) return;
    const words = choiceEn.map;
    // Zooms jump rather than animate: an animated zoom finishes on a timer that fails once the map has gone
    // (leaving the map quickly, Leaflet's '_leaflet_pos' error), and old phones are spared the work.
    const created = L.map(container.current, { zoomControl: false, attributionControl: false, zoomAnimation: false });
    // Leaflet's own credit has an English title ('A JavaScript library for interactive maps'): its name alone.
    L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(created);
    L.control.zoom({ zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut }).addTo(created);
    const tileUrl = config.mapKey ? config.mapTileUrl.replace('{key}', config.mapKey) : config.mapTileUrl;
    L.tileLayer(tileUrl, { maxZoom: 18, attribution: words.credit }).addTo(created);
    const home = L.marker([location.latitude, location.longitude], {
      icon: L.divIcon({ className: 'cc-marker cc-marker-home', html: '<span aria-hidden="true">★</span>', iconSize: [34, 34] }),
      title: location.label,
      keyboard: true,
    }).addTo(created);
    for (const point of providers) {
      const marker = L.marker([point.latitude, point.longitude], {
        icon: L.divIcon({ className: 'cc-marker', html: `<span aria-hidden="true">${point.symbol ?? ''}</span>`, iconSize: [30, 30] }),
        title: `${point.symbol?.toUpperCase()}: ${point.label}`,
        keyboard: true,
      }).addTo(created);
      marker.on('click', () => onSelectRef.current(point.id));
      markers.current.set(point.id, marker);
    }
    const legs = L.layerGroup().addTo(created);
    const providerMarkers = [...markers.current.values()];
    created.on('zoomend', () => spreadOut(created, home, providerMarkers, legs));
    const zoomed = providers.find((point) => point.id === zoomedOn.current);
    const bounds = L.latLngBounds([[location.latitude, location.longitude], ...(zoomed ? [zoomed] : providers).map((point) => [point.latitude, point.longitude] as [number, number])]);
    // No animation for the first view: leaving the map at once must not leave an animation running (below).
    created.fitBounds(bounds, { padding: [FIT_PADDING, FIT_PADDING], animate: false });
    spreadOut(created, home, providerMarkers, legs);
    map.current = created;
    const registered = markers.current;
    return () => {
      // A pan or zoom still running when the map goes would touch panes that are gone (Leaflet's '_leaflet_pos').
      created.stop();
      created.remove();
      registered.clear();
      map.current = null;
    };
  }, [location, providers, shown]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    markers.current.forEach((marker, id) => marker.getElement()?.classList.toggle('cc-marker-selected', id === selectedId));
    if (selectedId === seenSelection.current) return;
    seenSelection.current = selectedId;
    const selected = providers.find((point) => point.id === selectedId);
    if (selected) {
      zoomedOn.current = selected.id;
      current.fitBounds(
        L.latLngBounds([
          [location.latitude, location.longitude],
          [selected.latitude, selected.longitude],
        ]),
        { padding: [FIT_PADDING, FIT_PADDING] },
      );
    }
  }, [selectedId, providers, location]);

  return <div ref={container} role="region" aria-label={choiceEn.map.region(location.label)} style={{ height: '100%', minHeight: 320, width: '100%' }} />;
}
