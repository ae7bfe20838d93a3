import type { TStaffRole } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// The contract's STAFF_ROLE_LABEL and STAFF_ROLE_HINT (the same English), in the page's language.

/** A team role's name: "Manager", "Packer". */
export const ROLE_LABEL: Record<TStaffRole, string> = {
  manager: m.stores_role_manager(),
  packer: m.stores_role_packer(),
};

/** What a team role does, as one sentence without its full stop. */
export const ROLE_HINT: Record<TStaffRole, string> = {
  manager: m.stores_role_manager_hint(),
  packer: m.stores_role_packer_hint(),
};
