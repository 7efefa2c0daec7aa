// A row of tabs over one panel (role tablist, the chosen one aria-selected): records, coupons, orders.
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
  return (
    <div className="segmented" role="tablist" aria-label={label}>
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
