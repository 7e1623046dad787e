import "leaflet/dist/leaflet.css";
import { MAP_DEFAULT_CENTRE } from "@portal/contracts";
import { PROJECT_PAGE_TEXT } from "@portal/contracts/ui";
import type { LeafletMouseEvent, TileErrorEvent } from "leaflet";
import { useEffect, useRef, useState } from "react";
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { Alert } from "@/components/ui/alert";

/** Map loading states of spec 02 §2. */
export type MapStatus = "not loaded" | "loading" | "loaded" | "failed" | "auth failure";

const PIN_ZOOM = 15;
const DEFAULT_ZOOM = 10;

/** Keeps the view on the pin when it moves (typed coordinates, Find Address, Get Coordinates). */
function FollowPin({ pin }: { pin: [number, number] | null }) {
  const map = useMap();
  const lat = pin?.[0];
  const long = pin?.[1];
  useEffect(() => {
    if (lat !== undefined && long !== undefined) map.setView([lat, long], Math.max(map.getZoom(), PIN_ZOOM));
  }, [map, lat, long]);
  return null;
}

/** Double-click places the pin, only when the address may be edited (spec 02 §2). */
function PlacePinOnDoubleClick({ onPlace }: { onPlace: ((lat: number, long: number) => void) | null }) {
  useMapEvents({
    dblclick: (event: LeafletMouseEvent) => {
      if (onPlace) onPlace(event.latlng.lat, event.latlng.lng);
    },
  });
  return null;
}

/**
 * A refused tile says nothing about why in an image error; asking for the same tile once tells a refusal
 * (401/403: 'Error: AuthFailure') from a server that cannot be reached (failed). Only a tile server on the
 * site's own origin is asked: the content security policy allows the page to fetch from there alone, and a
 * blocked request would only add noise.
 */
async function classifyTileError(src: string | undefined): Promise<MapStatus> {
  if (!src || new URL(src, window.location.href).origin !== window.location.origin) return "failed";
  try {
    const response = await fetch(src, { method: "GET", mode: "cors", credentials: "omit" });
    return response.status === 401 || response.status === 403 ? "auth failure" : "failed";
  } catch {
    return "failed";
  }
}

export interface SiteMapProps {
  tileUrl: string;
  pin: [number, number] | null;
  onPlacePin: ((lat: number, long: number) => void) | null;
}

/**
 * The site map: tiles from the settings' mapTileUrl, a circle marker for the pin (the bundled marker images do
 * not survive bundling), London until the project has coordinates. Tile failures only change the status line:
 * the rest of the page keeps working without a map.
 */
export function SiteMap({ tileUrl, pin, onPlacePin }: SiteMapProps) {
  const [status, setStatus] = useState<MapStatus>(tileUrl === "" ? "not loaded" : "loading");
  const counts = useRef({ loaded: 0, failed: 0, probed: false });
  const centre: [number, number] = pin ?? [MAP_DEFAULT_CENTRE.lat, MAP_DEFAULT_CENTRE.long];

  const onTileError = (event: TileErrorEvent) => {
    counts.current.failed += 1;
    if (counts.current.probed) return;
    counts.current.probed = true;
    const src = (event.tile as HTMLImageElement).src;
    void classifyTileError(src).then((verdict) => {
      if (verdict === "auth failure" || counts.current.loaded === 0) setStatus(verdict);
    });
  };

  return (
    <div>
      {/* Leaflet's panes and controls carry z-indexes up to 1000: isolated here, they stay under dialogs. */}
      <div className="relative isolate z-0 h-72 overflow-hidden rounded-lg ring-1 ring-slate-200">
        <MapContainer
          center={centre}
          zoom={pin ? PIN_ZOOM : DEFAULT_ZOOM}
          doubleClickZoom={false}
          scrollWheelZoom={false}
          className="h-full w-full"
          aria-label={PROJECT_PAGE_TEXT.map}
        >
          {tileUrl !== "" ? (
            <TileLayer
              url={tileUrl}
              attribution="&copy; OpenStreetMap contributors"
              eventHandlers={{
                loading: () => {
                  if (counts.current.loaded === 0 && counts.current.failed === 0) setStatus("loading");
                },
                tileload: () => {
                  counts.current.loaded += 1;
                  setStatus("loaded");
                },
                tileerror: onTileError,
              }}
            />
          ) : null}
          {pin ? (
            <CircleMarker
              center={pin}
              radius={9}
              pathOptions={{ color: "#ffffff", weight: 3, fillColor: "#b91c1c", fillOpacity: 1 }}
            />
          ) : null}
          <FollowPin pin={pin} />
          <PlacePinOnDoubleClick onPlace={onPlacePin} />
        </MapContainer>
      </div>
      <p className="mt-2 text-xs text-slate-500" data-testid="map-status" data-status={status}>
        {onPlacePin ? `${PROJECT_PAGE_TEXT.pinHint} ` : ""}
        {status === "loading" ? PROJECT_PAGE_TEXT.mapLoading : null}
        {status === "failed" ? PROJECT_PAGE_TEXT.mapFailed : null}
        {status === "not loaded" ? PROJECT_PAGE_TEXT.mapNotLoaded : null}
      </p>
      {status === "auth failure" ? (
        <Alert tone="error" className="mt-2">
          {PROJECT_PAGE_TEXT.mapAuthFailure}
        </Alert>
      ) : null}
    </div>
  );
}
