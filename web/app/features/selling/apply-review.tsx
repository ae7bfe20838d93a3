import type { TSellerDocument } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

type Props = {
  values: { businessName: string; panNumber: string; phone: string; address: string; district: string };
  locations: { name: string }[];
  categories: { name: string }[];
  documents: TSellerDocument[];
  onEdit: (step: number) => void;
};

/** The last step: everything the applicant entered, with a way back to each part. */
export function ApplyReview({ values, locations, categories, documents, onEdit }: Props) {
  const rows: [string, string, number][] = [
    [m.selling_business_name(), values.businessName, 0],
    [m.selling_pan_vat_number(), values.panNumber, 0],
    [m.selling_contact_phone(), values.phone, 0],
    [m.selling_address(), `${values.address}, ${values.district}`, 1],
    [m.selling_delivers_to(), locations.map((l) => l.name).join(', '), 1],
    [m.selling_categories(), categories.map((c) => c.name).join(', '), 2],
    [m.selling_documents(), documents.map((d) => d.name).join(', '), 3],
  ];
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line">
      {rows.map(([label, value, step]) => (
        <div key={label} className="flex items-start gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <dt className="text-sm text-cocoa-soft">{label}</dt>
            <dd className="break-words text-cocoa">{value}</dd>
          </div>
          <button
            type="button"
            onClick={() => onEdit(step)}
            className="rounded text-sm font-medium text-berry hover:underline focus-visible:outline-2 focus-visible:outline-berry"
            aria-label={m.selling_change_named({ label: label.toLowerCase() })}
          >
            {m.selling_change()}
          </button>
        </div>
      ))}
    </dl>
  );
}
