import { m } from '@upahar/contract/messages';
import { useEffect, useId, useState } from 'react';
import { buttonClass, TextField } from '~/components/form';
import { Camera, Crosshair, MapPin, X } from '~/components/icon';

type Errors = Partial<Record<'photo' | 'receivedBy' | 'deliveredAt' | 'lat', string>>;

/** "2026-11-30T17:05" in the phone's own time, as a datetime-local field holds it. */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

type Place = { lat: number; lng: number } | 'finding' | 'failed' | null;

/**
 * The proof a driver gives at the door: a photo taken with the phone's back camera, the name of
 * who took the gift, the time (now unless changed; never later than now, never before it went
 * out) and, when the phone shares it, where. Every control is at least 44 px tall for a thumb.
 */
export function ProofFields({
  errors,
  photoRequired,
  wentOutAt,
}: {
  errors: Errors;
  photoRequired: boolean;
  /** When the part went out for delivery: the earliest time that may be given. */
  wentOutAt: string | null;
}) {
  const ids = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [time, setTime] = useState(() => localInputValue(new Date()));
  // Left as it was, no time is sent and the server records its own "now".
  const [timeEdited, setTimeEdited] = useState(false);
  const [place, setPlace] = useState<Place>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function locate() {
    if (!('geolocation' in navigator)) return setPlace('failed');
    setPlace('finding');
    navigator.geolocation.getCurrentPosition(
      (p) => setPlace({ lat: round(p.coords.latitude), lng: round(p.coords.longitude) }),
      () => setPlace('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const photoError = `${ids}-photo-error`;
  // A mistake shown after sending goes away as soon as it is put right.
  const photoMissing = errors.photo && !preview ? errors.photo : undefined;
  return (
    <div className="space-y-4">
      <div>
        <span className="mb-1.5 block text-sm font-semibold text-cocoa">
          {m.proof_photo()}
          {!photoRequired && (
            <span className="ml-2 font-normal text-cocoa-soft">{m.proof_photo_optional()}</span>
          )}
        </span>
        {preview && (
          <img
            src={preview}
            alt={m.proof_preview_alt()}
            className="mb-2 max-h-56 w-full rounded-2xl bg-cream object-contain"
            width={390}
            height={224}
          />
        )}
        <label
          className={`${buttonClass('secondary', 'w-full cursor-pointer focus-within:ring-2 focus-within:ring-berry')} min-h-14`}
        >
          <Camera aria-hidden="true" className="size-5" />
          {preview ? m.proof_retake_photo() : m.proof_take_photo()}
          <input
            type="file"
            name="photo"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-invalid={photoMissing ? true : undefined}
            aria-describedby={photoMissing ? photoError : undefined}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              setPreview(file ? URL.createObjectURL(file) : null);
            }}
          />
        </label>
        {photoMissing && (
          <p id={photoError} className="mt-1.5 text-sm font-medium text-danger">
            {photoMissing}
          </p>
        )}
      </div>
      <TextField
        label={m.proof_received_by()}
        hint={m.proof_received_hint()}
        name="receivedBy"
        autoComplete="off"
        value={name}
        onValueChange={setName}
        maxLength={80}
        error={name.trim().length >= 2 ? undefined : errors.receivedBy}
        className="min-h-12 text-base"
      />
      <TextField
        label={m.proof_time()}
        type="datetime-local"
        name="deliveredAtLocal"
        value={time}
        onValueChange={(v) => {
          setTime(v);
          setTimeEdited(true);
        }}
        max={localInputValue(new Date())}
        min={wentOutAt ? localInputValue(new Date(wentOutAt)) : undefined}
        error={errors.deliveredAt}
        className="min-h-12 text-base"
      />
      {timeEdited && <input type="hidden" name="timeEdited" value="1" />}
      <div>
        <span className="mb-1.5 block text-sm font-semibold text-cocoa">{m.proof_location()}</span>
        {typeof place === 'object' && place !== null ? (
          <div className="flex min-h-12 items-center gap-3 rounded-2xl bg-cream px-4 text-sm text-cocoa">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-berry" />
            <span className="flex-1 tabular-nums" data-testid="proof-coordinates">
              {place.lat}, {place.lng}
            </span>
            <input type="hidden" name="lat" value={place.lat} />
            <input type="hidden" name="lng" value={place.lng} />
            <button
              type="button"
              onClick={() => setPlace(null)}
              className="grid size-11 place-items-center rounded-full hover:bg-cream-deep focus-visible:ring-2 focus-visible:ring-berry"
              aria-label={m.proof_location_clear()}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={locate}
            disabled={place === 'finding'}
            className={`${buttonClass('secondary', 'w-full')} min-h-12`}
          >
            <Crosshair aria-hidden="true" className="size-5" />
            {place === 'finding' ? m.proof_locating() : m.proof_use_location()}
          </button>
        )}
        {place === 'failed' && <p className="mt-1.5 text-sm text-cocoa-soft">{m.proof_location_failed()}</p>}
        {errors.lat && <p className="mt-1.5 text-sm font-medium text-danger">{errors.lat}</p>}
      </div>
    </div>
  );
}

// About 11 m: enough to find a door, no more precise than a phone's fix.
const round = (v: number) => Math.round(v * 10_000) / 10_000;
