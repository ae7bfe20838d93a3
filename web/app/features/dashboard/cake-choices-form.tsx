import type { TDashboardCake } from '@upahar/contract';
import { type FormEvent, useState } from 'react';
import {
  type AlertState,
  type FieldErrors,
  FormAlert,
  SubmitButton,
  serverFieldErrors,
  TextField,
  ui,
} from '~/components/form';
import { Egg } from '~/components/icon';
import { ApiError, errorMessage } from '~/lib/api';
import { type ChoicesForm, checkChoices, formOf, toggle } from './cake-choices';
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
  const tierOrder = range.tiers.map((t) => t.tiers);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <Section
        legend="Flavours"
        hint="Shoppers choose one of these; the cake's own flavour is always offered."
        error={errors.flavourIds}
        actions={
          <>
            <button type="button" className={ui.link} onClick={() => set({ flavourIds: flavourOrder })}>
              Tick all
            </button>
            <button
              type="button"
              className={ui.link}
              onClick={() =>
                set({ flavourIds: cake.cake.ownFlavourId === null ? [] : [cake.cake.ownFlavourId] })
              }
            >
              Only its own
            </button>
          </>
        }
      >
        {range.flavours.map((f) => {
          const own = f.id === cake.cake.ownFlavourId;
          return (
            <Tick
              key={f.id}
              label={f.name}
              note={own ? 'its own flavour' : undefined}
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
        hint="Taller cakes need more weight: each shows the least it needs."
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
