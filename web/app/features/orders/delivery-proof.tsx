import { formatDate, type TDeliveryProof } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Camera, Clock, MapPin, UserRound } from '~/components/icon';

const mapLink = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;

/**
 * How a part was handed over: the photo from the door, who took it, when and (when the driver's
 * phone shared it) where. The photo's address is signed and expires: it is only ever in answers
 * that already checked who asks.
 */
export function DeliveryProofView({ proof, compact = false }: { proof: TDeliveryProof; compact?: boolean }) {
  return (
    <figure
      className={`grid gap-4 ${compact ? '' : 'sm:grid-cols-[minmax(0,16rem)_1fr]'}`}
      data-testid="delivery-proof"
    >
      {proof.photoUrl ? (
        <a
          href={proof.photoUrl}
          target="_blank"
          rel="noreferrer"
          className="block focus-visible:outline-2 focus-visible:outline-berry"
        >
          <img
            src={proof.photoUrl}
            alt={m.proof_photo_alt({ name: proof.receivedBy })}
            width={proof.photoWidth ?? 320}
            height={proof.photoHeight ?? 240}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-2xl bg-cream object-cover"
          />
        </a>
      ) : (
        <p className="flex items-center gap-2 rounded-2xl bg-cream px-4 py-3 text-sm text-cocoa-soft">
          <Camera aria-hidden="true" className="size-4 shrink-0" />
          {m.proof_no_photo()}
        </p>
      )}
      <figcaption className="space-y-2 text-sm text-cocoa">
        <p className="flex items-center gap-2 font-semibold">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-berry" />
          {m.proof_received_line({ name: proof.receivedBy })}
        </p>
        <p className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-berry" />
          <time dateTime={proof.deliveredAt}>{formatDate(proof.deliveredAt, 'date-time', { bs: true })}</time>
        </p>
        {proof.lat !== null && proof.lng !== null && (
          <p className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-berry" />
            <a
              href={mapLink(proof.lat, proof.lng)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-berry underline-offset-2 hover:underline"
            >
              {m.proof_on_map()}
            </a>
            <span className="text-cocoa-soft tabular-nums">
              ({proof.lat}, {proof.lng})
            </span>
          </p>
        )}
      </figcaption>
    </figure>
  );
}
