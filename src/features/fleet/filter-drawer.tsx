// The phone's filter sheet. Mantine's drawer brings its focus trap, scroll lock, overlay, portal and
// floating-element code (some 30 KB gzip in 15 modules) that the fleet page does not need to paint
// or come to life: the page loads this module when the Filters button is first pressed or neared.
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Group } from '@mantine/core';
import type { FleetFilters } from './filters';
import { FilterPanel } from './filter-panel';
import classes from './fleet.module.css';
import type { FleetLabels } from './use-fleet-labels';
import type { FleetFiltersChange } from './use-fleet-query';

export interface FilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  filters: FleetFilters;
  update: (change: FleetFiltersChange, options?: { replace?: boolean }) => void;
  labels: FleetLabels;
  /** How many filters are set, and how many cars they leave. */
  active: number;
  found: number;
  onClear: () => void;
}

export function FilterDrawer({ opened, onClose, filters, update, labels, active, found, onClear }: FilterDrawerProps) {
  const { t } = useLingui();
  const shown = labels.count(found);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="90%"
      title={t`Filters`}
      radius="lg"
      styles={{
        body: { paddingBottom: 0 },
        title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: '1.35rem', fontWeight: 600 },
      }}
    >
      <FilterPanel filters={filters} update={update} labels={labels} withTitle={false} />
      <Group className={classes.drawerFooter} mt="lg" justify="space-between" wrap="nowrap">
        <Button variant="subtle" onClick={onClear} disabled={active === 0}>
          <Trans>Clear all</Trans>
        </Button>
        <Button onClick={onClose}>
          <Select value={labels.form(found)} _one={`Show ${shown} vehicle`} other={`Show ${shown} vehicles`} />
        </Button>
      </Group>
    </Drawer>
  );
}
