import { ApplyPage } from '~/features/selling';
import { accountMeta } from '~/features/session';
import type { Route } from './+types/add-business';

export const meta: Route.MetaFunction = () => accountMeta('Add a business', { noindex: true });

export default function AddBusiness() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-8">
        <ApplyPage />
      </div>
    </div>
  );
}
