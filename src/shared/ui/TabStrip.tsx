// A row of tabs over one panel (role tablist, the chosen one aria-selected): records, coupons, orders.
// Each label stays on one line, never broken inside a word; a strip whose labels do not fit the screen
// scrolls sideways (controls.css `.segmented[role="tablist"]`), the chosen tab scrolled into view.
import { useEffect, useRef } from 'react';

interface Tab<T extends string> {
  id: T;
  label: string;
}

interface Props<T extends string> {
  /** What the tabs choose between (their accessible name). */
  label?: string;
  tabs: ReadonlyArray<Tab<T>>;
  value: T;
  onChange(id: T): void;
  /** The id of the panel the tabs control; each tab's id is `<panelId>-tab-<id>`. */
  panelId: string;
}

export const tabId = (panelId: string, id: string) => `${panelId}-tab-${id}`;

export function TabStrip<T extends string>({ label, tabs, value, onChange, panelId }: Props<T>) {
  const strip = useRef<HTMLDivElement>(null);
  // The chosen tab in view when the strip scrolls (sideways only: the page itself does not move).
  useEffect(() => {
    const el = strip.current;
    const chosen = document.getElementById(tabId(panelId, value));
    if (!el || !chosen || el.scrollWidth <= el.clientWidth) return;
    const left = chosen.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
    if (left < el.scrollLeft || left + chosen.offsetWidth > el.scrollLeft + el.clientWidth) {
      el.scrollTo({ left: Math.max(0, left - (el.clientWidth - chosen.offsetWidth) / 2) });
    }
  }, [panelId, value]);
  return (
    <div className="segmented" role="tablist" aria-label={label} ref={strip}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(panelId, tab.id)}
          aria-selected={value === tab.id}
          aria-controls={panelId}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
