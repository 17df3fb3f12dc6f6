import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  key: string;
  label: string;
  children: ReactNode;
}

const NAVIGATION_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Accessible tabs (WAI-ARIA tabs pattern) without antd's Tabs, whose overflow menu would
 * double what the login page downloads. Only the active panel is mounted.
 */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const [activeKey, setActiveKey] = useState(items[0]?.key);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const idPrefix = useId();
  const tabId = (key: string) => `${idPrefix}-tab-${key}`;
  const panelId = (key: string) => `${idPrefix}-panel-${key}`;
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = NAVIGATION_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length);
    setActiveKey(items[next].key);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
              onClick={() => setActiveKey(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          key={active.key}
          role="tabpanel"
          id={panelId(active.key)}
          aria-labelledby={tabId(active.key)}
          className="tabs__panel"
        >
          {active.children}
        </div>
      )}
    </div>
  );
}
