import type { TStaffCampaign } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type AlertState,
  buttonClass,
  type FieldErrors,
  FormAlert,
  serverFieldErrors,
  TextAreaField,
  TextField,
  ui,
} from '~/components/form';
import { ImageUploadField, NameWithSlugFields } from '~/features/staff-shell';
import { ApiError, errorMessage } from '~/lib/api';
import { CampaignFestivalField } from './campaign-festival-field';
import {
  type CampaignForm,
  campaignFormOf,
  checkCampaignForm,
  emptyCampaignForm,
  onDateFields,
  withName,
} from './campaign-form';
import { CampaignFunderField } from './campaign-funder-field';
import { KathmanduWhenFields } from './campaign-when-fields';
import { makeCampaign, saveCampaign, uploadCampaignImage } from './campaigns-api';

/** The campaign's own fields: made here, then changed, published or withdrawn. */
export function CampaignDetailsForm({
  campaign,
  onSaved,
  flash,
}: {
  campaign: TStaffCampaign | null;
  onSaved: (c: TStaffCampaign) => void;
  flash?: string;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState<CampaignForm>(() =>
    campaign ? campaignFormOf(campaign) : emptyCampaignForm(),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<AlertState>(flash ? { tone: 'success', text: flash } : null);
  const [busy, setBusy] = useState(false);

  const set = (patch: Partial<CampaignForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k.replace(/Time$/, 'Date')];
      return next;
    });
  };

  const save = async () => {
    const checked = checkCampaignForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAlert({ tone: 'error', text: m.campaigns_staff_fix_fields() });
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      if (!campaign) {
        const res = await makeCampaign(checked.body);
        navigate(`/dashboard/campaigns/${res.data.campaign.id}`, {
          replace: true,
          state: { message: res.message ?? m.campaigns_staff_made() },
        });
        return;
      }
      const res = await saveCampaign(campaign.id, checked.body);
      onSaved(res.data.campaign);
      setForm(campaignFormOf(res.data.campaign));
      setErrors({});
      setAlert({ tone: 'success', text: res.message ?? m.campaigns_staff_saved() });
    } catch (err) {
      // What was typed stays in the fields; the server's reasons land beside them.
      setErrors(err instanceof ApiError ? onDateFields(serverFieldErrors(err.errors)) : {});
      setAlert({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={m.campaigns_staff_campaign_label()}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className={`${ui.card} space-y-5`}
    >
      {alert && (
        <div aria-live="polite">
          <FormAlert tone={alert.tone}>{alert.text}</FormAlert>
        </div>
      )}
      <div className="grid gap-5 lg:grid-cols-2">
        <NameWithSlugFields
          name={{ label: m.campaigns_staff_name(), field: 'name', value: form.name, maxLength: 80 }}
          slug={{ value: form.slug, maxLength: 60, page: m.campaigns_staff_its_page() }}
          errors={errors}
          onName={(v) => {
            setForm((f) => withName(f, v));
            setErrors((e) => ({ ...e, name: undefined, slug: undefined }));
          }}
          onSlug={(v) => set({ slug: v, slugEdited: true })}
        />
      </div>
      <TextField
        label={m.campaigns_staff_tagline()}
        name="tagline"
        value={form.tagline}
        maxLength={140}
        optional
        error={errors.tagline}
        hint={m.campaigns_staff_tagline_hint()}
        onValueChange={(v) => set({ tagline: v })}
      />
      <TextAreaField
        label={m.campaigns_staff_description()}
        name="description"
        value={form.description}
        maxLength={4000}
        showCount
        optional
        minRows={3}
        maxRows={8}
        error={errors.description}
        onValueChange={(v) => set({ description: v })}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <KathmanduWhenFields
          name="start"
          label={m.campaigns_staff_start()}
          date={form.startDate}
          time={form.startTime}
          onDate={(v) => set({ startDate: v })}
          onTime={(v) => set({ startTime: v })}
          error={errors.startDate}
        />
        <KathmanduWhenFields
          name="end"
          label={m.campaigns_staff_end()}
          date={form.endDate}
          time={form.endTime}
          onDate={(v) => set({ endDate: v })}
          onTime={(v) => set({ endTime: v })}
          error={errors.endDate}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <ImageUploadField
          label={m.campaigns_staff_icon()}
          upload={uploadCampaignImage}
          value={form.iconPath}
          onChange={(v) => set({ iconPath: v })}
          error={errors.iconPath}
          aspect="aspect-square"
          className="w-32"
          hint={m.campaigns_staff_icon_hint()}
        />
        <ImageUploadField
          label={m.campaigns_staff_banner()}
          upload={uploadCampaignImage}
          value={form.bannerPath}
          onChange={(v) => set({ bannerPath: v })}
          error={errors.bannerPath}
          aspect="aspect-[3/1]"
          hint={m.campaigns_staff_banner_hint()}
        />
      </div>
      <CampaignFestivalField
        value={form.festivalId}
        onChange={(v) => set({ festivalId: v })}
        error={errors.festivalId}
      />
      <CampaignFunderField
        value={form.fundedBy}
        onChange={(v) => set({ fundedBy: v })}
        error={errors.fundedBy}
      />
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl bg-cream p-4 text-cocoa">
        <input
          type="checkbox"
          name="isPublished"
          checked={form.isPublished}
          onChange={(e) => set({ isPublished: e.currentTarget.checked })}
          className="mt-0.5 size-5 shrink-0 rounded accent-berry"
        />
        <span>
          <span className="block font-semibold">{m.campaigns_staff_published()}</span>
          <span className="block text-sm text-cocoa-soft">{m.campaigns_staff_published_hint()}</span>
        </span>
      </label>
      <div className="flex justify-end">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? m.campaigns_staff_saving() : campaign ? m.campaigns_staff_save() : m.campaigns_staff_make()}
        </button>
      </div>
    </form>
  );
}
