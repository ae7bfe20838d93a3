// The look of one item of the header's menu row, shared by the menus and the account links.
export const navItemClass =
  'inline-flex items-center gap-1 rounded-full px-3 py-2 text-[15px] font-medium text-cocoa transition-colors hover:bg-berry-soft hover:text-berry-dark data-[state=open]:bg-berry-soft data-[state=open]:text-berry-dark';
