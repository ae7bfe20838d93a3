import {
  CAKE_QUANTITY_MAX,
  localDigits,
  type TCakeOptions,
  type TCakePhoto,
  type TDeal,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { TextField } from '~/components/form';
import { Egg } from '~/components/icon';
import { usePrice } from '~/features/currency';
import { ChoiceGroup, Fact } from './choice-group';
import {
  type CakeChoice,
  chooseTier,
  defaultChoice,
  heightsForTier,
  poundLabel,
  poundSteps,
  stepPound,
} from './configurator-state';
import { PriceSummary } from './price-summary';
import { Stepper } from './stepper';
import { useCakePrice } from './use-cake-price';

// Only photo cakes ask for a picture: other cake pages never load its field.
const PhotoField = lazy(() => import('./photo-field').then((x) => ({ default: x.PhotoField })));

/**
 * What the page needs to buy the cake as configured: the choice, the server's answer and whether a
 * newer answer is on its way (the total shown beside the buttons is then the previous choice's).
 */
export type CakeState = { choice: CakeChoice; total: number | null; error: string | null; loading: boolean };

type Props = {
  productId: string;
  options: TCakeOptions;
  minPound: number | null;
  basePrice: number;
  /** Told of every change, so Add to cart sends what the shopper sees. Keep it stable. */
  onChange?: (state: CakeState) => void;
  /** A ready-made cake cannot be ordered beyond its stock (the server refuses more). */
  maxQuantity?: number;
  /** Said beside the quantity, e.g. "Only 6 left". */
  quantityHint?: string;
  /** The campaign deal pricing the cake now: the summary shows what the cart will charge. */
  deal?: TDeal | null;
  /** A photo cake: the shopper adds the picture to print on it. */
  photoPrintable?: boolean;
  /** The server's refusals of the last add, by field (a refused word in the message...). */
  refused?: Record<string, string[]>;
};

/**
 * The cake configurator: pound, tiers, height, shape, flavour, icing, eggless, less cream and
 * the message on the cake, as far as this cake offers them (its seller chooses); what it comes in
 * only one way is said as a fact. The price is the server's; an impossible combination is
 * explained in the server's words and the shopper's choice stays as it is.
 */
export function CakeConfigurator({
  productId,
  options: o,
  minPound,
  basePrice,
  onChange,
  maxQuantity = CAKE_QUANTITY_MAX,
  quantityHint,
  deal = null,
  photoPrintable = false,
  refused = {},
}: Props) {
  const [choice, setChoice] = useState<CakeChoice>(() => defaultChoice(o, minPound));
  const set = (patch: Partial<CakeChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const setPhoto = useCallback((photo: TCakePhoto | null) => setChoice((c) => ({ ...c, photo })), []);
  const price = usePrice();
  const steps = useMemo(() => poundSteps(o.minPound, o.maxPound, o.step), [o]);
  const { quote, loading, error } = useCakePrice(productId, choice);
  const heights = heightsForTier(o, choice.tier);
  const tier = o.tiers.find((t) => t.tiers === choice.tier);
  const total = quote?.total ?? null;
  useEffect(() => onChange?.({ choice, total, error, loading }), [onChange, choice, total, error, loading]);
  const perLb = (paisa: number) =>
    paisa > 0 ? m.product_per_pound_extra({ price: price(paisa) }) : undefined;
  const plus = (paisa: number) => (paisa > 0 ? `+${price(paisa)}` : undefined);

  return (
    <section
      aria-labelledby="configure-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id="configure-title" className="font-display text-xl font-semibold">
        {m.product_configure_title()}
      </h2>
      <div className="mt-4 space-y-5">
        {steps.length > 1 ? (
          <Stepper
            label={m.product_weight()}
            value={poundLabel(choice.pound)}
            onDecrease={() => setChoice((c) => stepPound(c, steps, -1))}
            onIncrease={() => setChoice((c) => stepPound(c, steps, 1))}
            canDecrease={choice.pound > (steps[0] ?? 0)}
            canIncrease={choice.pound < (steps[steps.length - 1] ?? 0)}
            hint={m.product_weight_range({ min: poundLabel(o.minPound), max: poundLabel(o.maxPound) })}
          />
        ) : (
          <Fact label={m.product_weight()} value={poundLabel(choice.pound)} />
        )}
        <ChoiceGroup
          legend={m.product_tiers()}
          name="tier"
          value={choice.tier}
          options={o.tiers.map((t) => ({ value: t.tiers, label: t.name, note: plus(t.surcharge) }))}
          onChange={(v) => setChoice((c) => chooseTier(c, o, v))}
        />
        <ChoiceGroup
          legend={m.product_height()}
          name="height"
          value={choice.height}
          options={heights.map((h, i) => ({
            value: h,
            label: m.product_inches({ height: localDigits(String(h)) }),
            note: i > 0 && tier ? plus((h - heights[0]) * tier.surchargePerInch) : undefined,
          }))}
          onChange={(v) => set({ height: v })}
        />
        <ChoiceGroup
          legend={m.product_shape()}
          name="shape"
          value={choice.shape}
          options={o.shapes.map((s) => ({ value: s.slug, label: s.name, note: plus(s.surcharge) }))}
          onChange={(v) => set({ shape: v })}
        />
        <ChoiceGroup
          legend={m.product_flavour()}
          name="flavour"
          value={choice.flavorId}
          options={o.flavours.map((f) => ({
            value: f.id,
            label: (
              <>
                <span
                  aria-hidden="true"
                  className="size-5 rounded-full border border-black/10"
                  style={{ background: `linear-gradient(135deg, ${f.icingColour} 50%, ${f.colour} 50%)` }}
                />
                {f.name}
              </>
            ),
            note: perLb(f.surchargePerPound),
          }))}
          onChange={(v) => set({ flavorId: v })}
        />
        <ChoiceGroup
          legend={m.product_icing()}
          name="icing"
          value={choice.icingType}
          options={o.icingTypes.map((i) => ({
            value: i.slug,
            label: i.name,
            note: perLb(i.surchargePerPound),
          }))}
          onChange={(v) => set({ icingType: v })}
        />
        {o.egglessByRecipe && (
          <Fact
            label={m.product_eggless()}
            value={
              <>
                <Egg aria-hidden="true" className="size-4 text-success" />
                {m.product_made_without_eggs()}
              </>
            }
          />
        )}
        <div className="flex flex-wrap gap-x-6 gap-y-3 empty:hidden">
          {o.egglessAvailable && (
            <Check
              label={m.product_eggless()}
              note={
                o.egglessSurchargePercent > 0
                  ? `+${localDigits(String(o.egglessSurchargePercent))}%`
                  : undefined
              }
              checked={choice.eggless}
              onChange={(v) => set({ eggless: v })}
            />
          )}
          {o.lessCreamAvailable && (
            <Check
              label={m.product_less_cream()}
              checked={choice.lessCream}
              onChange={(v) => set({ lessCream: v })}
            />
          )}
        </div>
        <TextField
          name="message"
          label={m.product_message_label()}
          optional
          maxLength={o.maxMessageLength}
          showCount
          placeholder={m.product_message_placeholder()}
          value={choice.message}
          onValueChange={(v) => set({ message: v })}
          error={refused.message?.[0]}
        />
        {photoPrintable && (
          <Suspense fallback={null}>
            <PhotoField
              productId={productId}
              pound={choice.pound}
              shape={choice.shape}
              photo={choice.photo}
              onPhoto={setPhoto}
              refused={refused.photoId?.[0]}
            />
          </Suspense>
        )}
        <Stepper
          label={m.product_quantity()}
          value={localDigits(String(choice.quantity))}
          onDecrease={() => set({ quantity: Math.max(1, choice.quantity - 1) })}
          onIncrease={() => set({ quantity: Math.min(maxQuantity, choice.quantity + 1) })}
          canDecrease={choice.quantity > 1}
          canIncrease={choice.quantity < maxQuantity}
          hint={quantityHint}
        />
      </div>
      <PriceSummary
        choice={choice}
        options={o}
        quote={quote}
        fallback={basePrice}
        deal={deal}
        loading={loading}
        error={error}
      />
    </section>
  );
}

function Check({
  label,
  note,
  checked,
  onChange,
}: {
  label: string;
  note?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2.5 text-cocoa">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="size-5 rounded accent-berry"
      />
      <span className="font-medium">{label}</span>
      {note && <span className="text-sm text-cocoa-soft">{note}</span>}
    </label>
  );
}
