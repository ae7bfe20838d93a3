import * as Dialog from '@radix-ui/react-dialog';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Check, LayoutGrid, Menu, X } from '~/components/icon';
import { currentSection, type Group, groupId } from './dashboard-sections';

const rowClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-xl px-3 text-[15px] font-medium ${
    isActive ? 'bg-berry-soft text-berry-dark' : 'text-cocoa hover:bg-cream'
  }`;

/**
 * Below 1024 px: a bar naming the page's section, and a "Sections" button opening a sheet with
 * every section in its named group, as the side column shows them on wide screens. A strip of
 * two dozen sections scrolling sideways hid most of them; a store's nine did not fit either,
 * so sellers get the same sheet and one way of moving around.
 */
export function DashboardSectionsBar({ groups }: { groups: Group[] }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const here = currentSection(groups, pathname);
  const Icon = here?.Icon ?? LayoutGrid;
  // Close once a section has been chosen, by a tap, a key or the browser's back button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address closes the sheet
  useEffect(() => setOpen(false), [pathname]);
  return (
    <nav
      aria-label={m.dashboard_sections_label()}
      className="flex items-center gap-3 border-b border-line bg-white px-4 py-2 lg:hidden"
    >
      <p className="flex min-w-0 flex-1 items-center gap-2 font-semibold text-cocoa">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-berry" />
        <span className="sr-only">{m.dashboard_you_are_in()}</span>
        <span className="truncate">{here?.label ?? m.dashboard_nav_label()}</span>
      </p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-cocoa hover:bg-cream focus-visible:outline-2 focus-visible:outline-berry">
          <Menu aria-hidden="true" className="size-4" />
          {m.dashboard_sections_button()}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-cocoa/40 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(88vw,22rem)] flex-col bg-white shadow-lifted outline-none data-[state=open]:animate-[drawer-in_220ms_ease-out]">
            <div className="flex items-center justify-between border-b border-line px-4 py-3">
              <Dialog.Title className="font-display text-xl font-semibold text-cocoa">
                {m.dashboard_sections_label()}
              </Dialog.Title>
              <Dialog.Close
                aria-label={m.dashboard_close_sections()}
                className="inline-flex size-10 items-center justify-center rounded-full hover:bg-berry-soft"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{m.dashboard_sections_description()}</Dialog.Description>
            <nav aria-label={m.dashboard_nav_label()} className="flex-1 space-y-5 overflow-y-auto px-3 py-4">
              {groups.map((g) => (
                <section key={g.title} aria-labelledby={groupId(g, 'sheet')}>
                  <h2
                    id={groupId(g, 'sheet')}
                    className="px-3 pb-1 text-xs font-semibold tracking-wide text-cocoa-soft uppercase"
                  >
                    {g.title}
                  </h2>
                  <ul className="flex flex-col gap-0.5">
                    {g.sections.map(({ to, label, Icon: SectionIcon }) => (
                      <li key={to}>
                        <NavLink to={to} className={rowClass} onClick={() => setOpen(false)}>
                          {({ isActive }) => (
                            <>
                              <SectionIcon aria-hidden="true" className="size-5 shrink-0" />
                              <span className="flex-1">{label}</span>
                              {isActive && <Check aria-hidden="true" className="size-4" />}
                            </>
                          )}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </nav>
  );
}
