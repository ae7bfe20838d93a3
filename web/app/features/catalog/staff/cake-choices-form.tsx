import { formatPrice, type TDashboardCake } from '@upahar/contract';
import { type FormEvent, useState } from 'react';
import {
  type AlertState,
  type FieldErrors,
  FormAlert,
  SelectField,
  SubmitButton,
  serverFieldErrors,
  TextField,
  ui,
} from '~/components/form';
import { Egg } from '~/components/icon';
import { ApiError, errorMessage } from '~/lib/api';
import { type ChoicesForm, checkChoices, chooseOwnFlavour, formOf, toggle } from './cake-choices';
import { saveCakeChoices } from './cakes-api';
import { heading, legendClass, Section, Tick } from './choice-section';

/**
 * What one cake offers, as the seller ticks it: flavours, shapes, weights, tiers and extras. It
 * is checked here with the contract's rules before it is sent, and the server's answer (saved,
 * or what to change) is said above the button and beside each field.
 */
export function CakeChoicesForm({
  cake,
  onSaved,
}: {
  cake: TDashboardCake;
  onSaved: (c: TDashboardCake) => void;
}) {
  const [form, setForm] = useState<ChoicesForm>(() => formOf(cake));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<AlertState>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ChoicesForm>) => setForm((f) => ({ ...f, ...patch }));
  const { range } = cake;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = checkChoices(form, cake);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAlert({ tone: 'error', text: 'Please fix the marked choices before saving.' });
      return;
    }
    setBusy(true);
    setErrors({});
    setAlert(null);
    try {
      const res = await saveCakeChoices(cake.cake.id, checked.body);
      setForm(formOf(res.data));
      onSaved(res.data);
      setAlert({ tone: 'success', text: res.message ?? 'Saved.' });
    } catch (err) {
      setErrors(err instanceof ApiError ? serverFieldErrors(err.errors) : {});
      setAlert({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const flavourOrder = range.flavours.map((f) => f.id);
  const shapeOrder = range.shapes.map((s) => s.id);
  const icingOrder = range.icingTypes.map((i) => i.id);
  const tierOrder = range.tiers.map((t) => t.tiers);
  const ownId = form.ownFlavourId === '' ? null : Number(form.ownFlavourId);
  const ownFlavour = range.flavours.find((f) => f.id === ownId);
  // What a flavour adds over the cake's own, as the shopper will see it (never below nothing).
  const flavourNote = (price: number, own: boolean) => {
    if (own) return 'its own flavour, in the price';
    if (!ownFlavour) return undefined;
    const extra = price - ownFlavour.pricePerPound;
    return extra > 0 ? `+${formatPrice(extra)}/lb` : 'no extra cost';
  };
  const cheapestIcing = Math.min(
    ...range.icingTypes.filter((i) => form.icingTypeIds.includes(i.id)).map((i) => i.pricePerPound),
  );
  const icingNote = (price: number, ticked: boolean) => {
    if (!ticked || !Number.isFinite(cheapestIcing)) return `${formatPrice(price)}/lb`;
    const extra = price - cheapestIcing;
    return extra > 0 ? `+${formatPrice(extra)}/lb` : 'in the price';
  };
  const tallerNote = range.tiers
    .filter((t) => form.tiers.includes(t.tiers) && t.heights.length > 1)
    .map((t) => `${t.name.toLowerCase()} up to ${t.heights[t.heights.length - 1]} in`)
    .join(', ');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div className={ui.card}>
        <h2 className={heading}>Its own flavour</h2>
        <p className={`${ui.hint} mt-1`}>
          The flavour your price is for: shoppers get it at no extra cost, and the cake is pictured in it.
        </p>
        <div className="mt-4 max-w-sm">
          <SelectField
            name="ownFlavourId"
            label="Made in"
            value={form.ownFlavourId}
            onValueChange={(v) => setForm((f) => chooseOwnFlavour(f, v, flavourOrder))}
            options={[
              ...(form.ownFlavourId === '' ? [{ value: '', label: 'Choose its flavour' }] : []),
              ...range.flavours.map((f) => ({ value: String(f.id), label: f.name })),
            ]}
            error={errors.ownFlavourId}
          />
        </div>
      </div>

      <Section
        legend="Flavours"
        hint="Shoppers choose one of these. Its own flavour is always offered; the others add what they cost over it."
        error={errors.flavourIds}
        actions={
          <>
            <button type="button" className={ui.link} onClick={() => set({ flavourIds: flavourOrder })}>
              Tick all
            </button>
            <button
              type="button"
              className={ui.link}
              disabled={ownId === null}
              onClick={() => set({ flavourIds: ownId === null ? [] : [ownId] })}
            >
              Only its own
            </button>
          </>
        }
      >
        {range.flavours.map((f) => {
          const own = f.id === ownId;
          return (
            <Tick
              key={f.id}
              label={f.name}
              note={flavourNote(f.pricePerPound, own)}
              swatch={`linear-gradient(135deg, ${f.icingColour} 50%, ${f.colour} 50%)`}
              checked={form.flavourIds.includes(f.id)}
              disabled={own && form.flavourIds.includes(f.id)}
              onChange={(on) => set({ flavourIds: toggle(form.flavourIds, f.id, on, flavourOrder) })}
            />
          );
        })}
      </Section>

      <Section
        legend="Shapes"
        hint="The picture on the product page follows the shape a shopper picks."
        error={errors.shapeIds}
      >
        {range.shapes.map((s) => (
          <Tick
            key={s.id}
            label={s.name}
            checked={form.shapeIds.includes(s.id)}
            onChange={(on) => set({ shapeIds: toggle(form.shapeIds, s.id, on, shapeOrder) })}
          />
        ))}
      </Section>

      <Section
        legend="Icings"
        hint="The cheapest you tick is in the price; dearer ones add the difference. Tick none to ice it your usual way, with no icing to choose."
        error={errors.icingTypeIds}
      >
        {range.icingTypes.map((i) => {
          const ticked = form.icingTypeIds.includes(i.id);
          return (
            <Tick
              key={i.id}
              label={i.name}
              note={icingNote(i.pricePerPound, ticked)}
              checked={ticked}
              onChange={(on) => set({ icingTypeIds: toggle(form.icingTypeIds, i.id, on, icingOrder) })}
            />
          );
        })}
      </Section>

      <fieldset className={ui.card}>
        <legend className={legendClass}>
          <h2 className={heading}>Weight</h2>
        </legend>
        <p className={`${ui.hint} clear-left pt-1`}>
          In half pounds, from {range.poundMin} to {range.poundMax} lb. The price is for the smallest weight
          and moves with it, so every weight keeps its price.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            name="minPound"
            label="Smallest weight (lb)"
            type="number"
            inputMode="decimal"
            step={range.poundStep}
            min={range.poundMin}
            max={range.poundMax}
            value={form.minPound}
            onValueChange={(v) => set({ minPound: v })}
            error={errors.minPound}
          />
          <TextField
            name="maxPound"
            label="Largest weight (lb)"
            type="number"
            inputMode="decimal"
            step={range.poundStep}
            min={range.poundMin}
            max={range.poundMax}
            value={form.maxPound}
            onValueChange={(v) => set({ maxPound: v })}
            error={errors.maxPound}
          />
        </div>
      </fieldset>

      <Section
        legend="Tiers"
        hint="More tiers need more weight: each shows the least it needs. Without taller cakes, each tier comes at its usual height only."
        error={errors.tiers}
      >
        {range.tiers.map((t) => (
          <Tick
            key={t.tiers}
            label={t.name}
            note={`from ${t.minPound} lb`}
            checked={form.tiers.includes(t.tiers)}
            onChange={(on) => set({ tiers: toggle(form.tiers, t.tiers, on, tierOrder) })}
          />
        ))}
        <Tick
          label="Taller cakes too"
          note={tallerNote ? `${tallerNote}, priced per inch` : 'priced per inch'}
          checked={form.offersTaller}
          onChange={(on) => set({ offersTaller: on })}
        />
      </Section>

      <Section legend="Extras" error={errors.offersEggless ?? errors.offersLessCream}>
        {cake.cake.isEggless ? (
          <p className="inline-flex min-h-10 items-center gap-2 text-sm text-cocoa">
            <Egg aria-hidden="true" className="size-4 text-success" />
            Eggless by recipe: there is no eggless extra to offer.
          </p>
        ) : (
          <Tick
            label="Eggless sponge"
            note={`+${range.egglessSurchargePercent}%`}
            checked={form.offersEggless}
            onChange={(on) => set({ offersEggless: on })}
          />
        )}
        <Tick
          label="Less cream"
          note="free"
          checked={form.offersLessCream}
          onChange={(on) => set({ offersLessCream: on })}
        />
      </Section>

      <div className="space-y-4">
        {alert && <FormAlert tone={alert.tone}>{alert.text}</FormAlert>}
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save choices
        </SubmitButton>
      </div>
    </form>
  );
}
