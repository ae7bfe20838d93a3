import { festivalDays, festivalName, type TFestival } from '@upahar/contract';
import { listStaffFestivals } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { SelectField } from '~/components/form';
import { callApi } from '~/lib/browser-api';

/**
 * The festival a campaign is for: a choice of the festivals admins keep, read as the editor opens.
 * Until they arrive (or if they cannot be read) the chosen one stays, so saving never unties it.
 */
export function CampaignFestivalField({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const [festivals, setFestivals] = useState<TFestival[]>([]);
  useEffect(() => {
    const ask = new AbortController();
    callApi(listStaffFestivals, {}, { signal: ask.signal }).then(
      (r) => setFestivals(r.data.festivals),
      () => {},
    );
    return () => ask.abort();
  }, []);
  const options = [
    { value: '', label: m.festivals_campaign_none() },
    ...festivals.map((f) => ({ value: String(f.id), label: `${festivalName(f)} · ${festivalDays(f)}` })),
  ];
  if (value !== null && !festivals.some((f) => f.id === value))
    options.push({ value: String(value), label: `#${value}` });
  return (
    <SelectField
      label={m.festivals_campaign_field()}
      name="festivalId"
      optional
      value={value === null ? '' : String(value)}
      onValueChange={(v) => onChange(v === '' ? null : Number(v))}
      options={options}
      error={error}
      hint={m.festivals_campaign_hint()}
    />
  );
}
