import { SELLER_PRODUCT_TYPES, SELLER_TYPE_LABEL } from '@upahar/contract';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass, ui } from '~/components/form';
import { CakeSlice, Gift } from '~/components/icon';
import { heading, legendClass } from './choice-section';

export type SellerProductType = (typeof SELLER_PRODUCT_TYPES)[number];

// What each type is, in the seller's words: the type decides what the shop asks of the product
// (a cake's weights, flavours and shapes; a gift's stock), so it cannot change afterwards.
const ABOUT: Record<SellerProductType, { text: string; Icon: typeof Gift }> = {
  cake: {
    text: 'Ordered by weight, flavour and shape; you choose what it offers once it is created.',
    Icon: CakeSlice,
  },
  product: {
    text: 'Flowers, hampers, chocolates and anything else sold as it is, from stock or made to order.',
    Icon: Gift,
  },
};

export const TYPE_FIXED = 'The type cannot be changed once the product is created.';

/**
 * The first step of a new product: cake or gift, chosen on purpose (nothing is picked for the
 * seller), since the type stays with the product for good.
 */
export function ProductTypeChoice({
  initial,
  onChoose,
}: {
  initial: SellerProductType | '';
  onChoose: (type: SellerProductType) => void;
}) {
  const id = useId();
  const [picked, setPicked] = useState<SellerProductType | ''>(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (picked === '') {
      setError('Choose what you are adding: a cake or a gift.');
      e.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    onChoose(picked);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Type of product" className={`${ui.card} space-y-5`}>
      <fieldset aria-describedby={`${id}-fixed${error ? ` ${id}-error` : ''}`}>
        <legend className={legendClass}>
          <h2 className={heading}>What are you adding?</h2>
        </legend>
        <div className="clear-left" />
        <p id={`${id}-fixed`} className={`${ui.hint} mt-1`}>
          {TYPE_FIXED} Choose first; the rest of the form follows.
        </p>
        {error && (
          <p id={`${id}-error`} className={`${ui.error} mt-2`}>
            {error}
          </p>
        )}
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {SELLER_PRODUCT_TYPES.map((t) => {
            const { text, Icon } = ABOUT[t];
            return (
              <label
                key={t}
                className="flex cursor-pointer gap-3 rounded-2xl border border-line bg-white p-4 text-cocoa transition-colors hover:border-berry has-checked:border-berry has-checked:bg-berry-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-berry"
              >
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={t}
                  checked={picked === t}
                  onChange={() => {
                    setPicked(t);
                    setError(null);
                  }}
                  aria-invalid={error ? true : undefined}
                  className="mt-1 size-5 shrink-0 accent-berry"
                />
                <span className="min-w-0">
                  <span className="flex items-center gap-2 font-semibold">
                    <Icon aria-hidden="true" className="size-5 text-berry" />
                    {SELLER_TYPE_LABEL[t]}
                  </span>
                  <span className="mt-1 block text-sm text-cocoa-soft">{text}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <button type="submit" className={buttonClass('primary')}>
        Continue
      </button>
    </form>
  );
}
