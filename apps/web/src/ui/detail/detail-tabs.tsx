import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';

export type TDetailTab = { value: string; label: string };

type TabsProps = {
  tabs: readonly TDetailTab[];
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids (unique per view). */
  idPrefix: string;
};

/** The tabs of a detail view; each carries the test id `detail-tab-<value>` (the route's focus). */
export function DetailTabs({ tabs, value, onChange, label, idPrefix }: TabsProps) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }} data-print-hide>
      <Tabs value={value} onChange={(_, v: string) => onChange(v)} aria-label={label} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`${idPrefix}-tab-${tab.value}`}
            aria-controls={`${idPrefix}-panel-${tab.value}`}
            data-testid={`detail-tab-${tab.value}`}
          />
        ))}
      </Tabs>
    </Box>
  );
}

type PanelProps = {
  value: string;
  active: string;
  idPrefix: string;
  /** Render while hidden too (printing shows every panel of a contract). */
  keepMounted?: boolean;
  children: ReactNode;
};

export function DetailTabPanel({ value, active, idPrefix, keepMounted = false, children }: PanelProps) {
  const selected = value === active;
  return (
    <Box
      role="tabpanel"
      hidden={!selected}
      id={`${idPrefix}-panel-${value}`}
      aria-labelledby={`${idPrefix}-tab-${value}`}
      data-testid={`detail-panel-${value}`}
      sx={{ pt: 2 }}
    >
      {selected || keepMounted ? children : null}
    </Box>
  );
}
