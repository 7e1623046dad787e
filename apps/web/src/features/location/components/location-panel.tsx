import {
  ADDRESS_SAVE_DEBOUNCE_MS,
  GEOCODING_MESSAGES,
  normaliseGeocodePostcode,
  PROJECT_MESSAGES,
  SITE_LATITUDE_RANGE,
  SITE_LONGITUDE_RANGE,
  UK_POSTCODE_PATTERN,
} from "@portal/contracts";
import { PROJECT_PAGE_TEXT } from "@portal/contracts/ui";
import { Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/form/checkbox-field";
import { NumericInput } from "@/components/ui/form/numeric-input";
import { TextField } from "@/components/ui/form/text-field";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedSave } from "@/hooks/use-debounced-save";
import { lazyComponent } from "@/lib/lazy-component";
import { isStaleSave } from "@/lib/versioned-save";
import { findAddress } from "../api/find-address";
import { getCoordinates } from "../api/get-coordinates";

// Leaflet and its stylesheet are the largest library in the app and only this panel uses them: they arrive
// with the map, not with the first page.
const SiteMap = lazyComponent(() => import("./site-map"), "SiteMap");

/** Holds the map's place, at the map's size, while its code arrives. */
function MapLoading() {
  return (
    <div className="flex h-72 items-center justify-center rounded-lg bg-slate-50 text-brand-700 ring-1 ring-slate-200">
      <Spinner label={PROJECT_PAGE_TEXT.mapLoading} />
    </div>
  );
}

export interface SiteLocation {
  address: string | null;
  town: string | null;
  postCode: string | null;
  lat: number | null;
  long: number | null;
}

export interface LocationPanelProps {
  site: SiteLocation;
  isLocked: boolean;
  /** Admin and TAS edit the address even when it is locked, and alone may lock or unlock it (spec 02 §6). */
  isStaff: boolean;
  tileUrl: string;
  /** Saves the site (the caller sends the full project); a rejection has been reported where it happened. */
  onSave: (site: SiteLocation) => Promise<unknown>;
  onLockChange: (isLocked: boolean) => Promise<unknown>;
}

interface SiteInputs {
  address: string;
  town: string;
  postCode: string;
  lat: string;
  long: string;
}

const toInputs = (site: SiteLocation): SiteInputs => ({
  address: site.address ?? "",
  town: site.town ?? "",
  postCode: site.postCode ?? "",
  lat: site.lat === null ? "" : String(site.lat),
  long: site.long === null ? "" : String(site.long),
});

/** The site's street and town: plain inputs, never filled from the browser's own address book. */
const STREET_AND_TOWN = [
  { field: "address", label: PROJECT_PAGE_TEXT.addressLine },
  { field: "town", label: PROJECT_PAGE_TEXT.town },
] as const;

const INPUT_KEYS = ["address", "town", "postCode", "lat", "long"] as const;

/**
 * The inputs once the saved site has changed under them (reloaded after someone else saved first): a field the
 * user has not edited since the last saved site takes the new saved value; one they edited keeps their text.
 */
function mergeSavedSite(current: SiteInputs, previousSaved: SiteInputs, saved: SiteInputs): SiteInputs {
  const merged = { ...current };
  for (const key of INPUT_KEYS) if (current[key] === previousSaved[key]) merged[key] = saved[key];
  return merged;
}

/** Six decimal places place a pin to about 10 cm: more is noise from the map's pixel maths. */
const roundCoordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);

const inRange = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;

type Checked = { site: SiteLocation; postCodeError?: string; coordinatesError?: string };

/** What would be saved, or why it cannot be: a partial postcode or one coordinate alone is not saved. */
function checkInputs(inputs: SiteInputs): Checked {
  const text = (value: string) => (value.trim() === "" ? null : value.trim());
  const postCode = text(inputs.postCode);
  const lat = inputs.lat.trim() === "" ? null : Number(inputs.lat);
  const long = inputs.long.trim() === "" ? null : Number(inputs.long);
  const site = { address: text(inputs.address), town: text(inputs.town), postCode, lat, long };
  const checked: Checked = { site };
  if (postCode !== null && !UK_POSTCODE_PATTERN.test(postCode)) checked.postCodeError = "Postcode is invalid";
  const bothOrNeither = (lat === null) === (long === null);
  const valid =
    bothOrNeither &&
    (lat === null ||
      (Number.isFinite(lat) &&
        Number.isFinite(long) &&
        inRange(lat, SITE_LATITUDE_RANGE) &&
        inRange(long as number, SITE_LONGITUDE_RANGE)));
  if (!valid) checked.coordinatesError = PROJECT_MESSAGES.invalidCoordinates;
  return checked;
}

/**
 * The location panel (spec 02 §2): address line, town, site postcode, Find Address, Get Coordinates, the map,
 * latitude and longitude, and the lock. Changes save themselves 500 ms after the last edit.
 */
export function LocationPanel({ site, isLocked, isStaff, tileUrl, onSave, onLockChange }: LocationPanelProps) {
  const [inputs, setInputs] = useState<SiteInputs>(() => toInputs(site));
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [isFinding, setIsFinding] = useState(false);
  const [isLocating, setIsLocating] = useState(false);
  const [requestedLock, setRequestedLock] = useState<boolean | null>(null);
  const savedInputs = toInputs(site);
  const [shownSavedInputs, setShownSavedInputs] = useState(savedInputs);
  if (INPUT_KEYS.some((key) => savedInputs[key] !== shownSavedInputs[key])) {
    setShownSavedInputs(savedInputs);
    setInputs((current) => mergeSavedSite(current, shownSavedInputs, savedInputs));
  }
  const isEditable = !isLocked || isStaff;
  const checked = checkInputs(inputs);
  // Leaving the page within the 500 ms after an edit still saves it.
  const { retry } = useDebouncedSave({
    value: JSON.stringify(checked.site),
    canSave: checked.postCodeError === undefined && checked.coordinatesError === undefined,
    delayMs: ADDRESS_SAVE_DEBOUNCE_MS,
    save: (text) => onSave(JSON.parse(text) as SiteLocation),
    // Reported by the API client; the next edit tries again with everything typed so far. A save refused because
    // someone else saved first tries again at once: the project has been reloaded, the fields the user left
    // alone show the other save, and what the user typed goes on top of it.
    onFailed: (error) => {
      if (isStaleSave(error)) retry();
    },
  });

  const set = (key: keyof SiteInputs, value: string) => setInputs((current) => ({ ...current, [key]: value }));

  const find = async () => {
    const text = inputs.postCode.trim();
    if (text === "") return setLookupError(GEOCODING_MESSAGES.postcodeRequired);
    if (normaliseGeocodePostcode(text) === null) return setLookupError(GEOCODING_MESSAGES.postcodeInvalid);
    setLookupError(null);
    setIsFinding(true);
    try {
      const found = await findAddress(text);
      setInputs((current) => ({
        address: found.address ?? current.address,
        town: found.town ?? current.town,
        postCode: found.postCode,
        lat: roundCoordinate(found.lat),
        long: roundCoordinate(found.long),
      }));
    } catch {
      // Reported by the API client with the server's reason.
    } finally {
      setIsFinding(false);
    }
  };

  const locate = async () => {
    setIsLocating(true);
    try {
      const address = [inputs.address, inputs.town, inputs.postCode].map((part) => part.trim()).filter(Boolean);
      const found = await getCoordinates(address.join(", "));
      setInputs((current) => ({ ...current, lat: roundCoordinate(found.lat), long: roundCoordinate(found.lng) }));
    } catch {
      // Reported by the API client with the server's reason.
    } finally {
      setIsLocating(false);
    }
  };

  const toggleLock = async (locked: boolean) => {
    // The box shows the choice at once; the saved project then takes over (or the old state, on failure).
    setRequestedLock(locked);
    try {
      await onLockChange(locked);
    } catch {
      // Reported by the API client; the box falls back to the saved state.
    } finally {
      setRequestedLock(null);
    }
  };

  const lat = checked.site.lat;
  const long = checked.site.long;
  const pin: [number, number] | null =
    checked.coordinatesError === undefined && lat !== null && long !== null ? [lat, long] : null;

  return (
    <CardSection
      title={PROJECT_PAGE_TEXT.location}
      headingId="location-heading"
      className="p-5"
      headerClassName="mb-4"
      actions={
        <CheckboxField
          label={PROJECT_PAGE_TEXT.lockAddress}
          checked={requestedLock ?? isLocked}
          disabled={!isStaff || requestedLock !== null}
          onChange={(event) => void toggleLock(event.target.checked)}
        />
      }
    >
      {isLocked && !isStaff ? <p className="mb-3 text-sm text-slate-600">{PROJECT_MESSAGES.addressLocked}</p> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-3">
          {STREET_AND_TOWN.map(({ field, label }) => (
            <TextField
              key={field}
              label={label}
              value={inputs[field]}
              readOnly={!isEditable}
              autoComplete="off"
              onChange={(event) => set(field, event.target.value)}
            />
          ))}
          <TextField
            label={PROJECT_PAGE_TEXT.sitePostcode}
            value={inputs.postCode}
            readOnly={!isEditable}
            autoComplete="off"
            error={lookupError ?? checked.postCodeError}
            onChange={(event) => {
              setLookupError(null);
              set("postCode", event.target.value);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void find()} disabled={!isEditable} isLoading={isFinding}>
              {PROJECT_PAGE_TEXT.findAddress}
            </Button>
            <Button variant="secondary" onClick={() => void locate()} disabled={!isEditable} isLoading={isLocating}>
              {PROJECT_PAGE_TEXT.getCoordinates}
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <NumericInput
              label={PROJECT_PAGE_TEXT.latitude}
              value={inputs.lat}
              readOnly={!isEditable}
              onChange={(value) => set("lat", value)}
            />
            <NumericInput
              label={PROJECT_PAGE_TEXT.longitude}
              value={inputs.long}
              readOnly={!isEditable}
              onChange={(value) => set("long", value)}
            />
          </div>
          {checked.coordinatesError ? (
            <p className="text-sm text-red-700" role="alert">
              {checked.coordinatesError}
            </p>
          ) : null}
        </div>
        <Suspense fallback={<MapLoading />}>
          <SiteMap
            tileUrl={tileUrl}
            pin={pin}
            onPlacePin={
              isEditable
                ? (pinLat, pinLong) =>
                    setInputs((current) => ({
                      ...current,
                      lat: roundCoordinate(pinLat),
                      long: roundCoordinate(pinLong),
                    }))
                : null
            }
          />
        </Suspense>
      </div>
    </CardSection>
  );
}
