import { m } from '@upahar/contract/messages';
import { FormAlert } from './form-alert';
import { buttonClass } from './styles';

/** What a page shows when loading failed: the reason, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <FormAlert tone="error">{message}</FormAlert>
      <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
        {m.common_try_again()}
      </button>
    </>
  );
}
