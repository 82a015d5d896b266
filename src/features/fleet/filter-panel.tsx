// The fleet page's filters (SPEC 9): quick filters, price, seats, rating, categories and features.
// Each change goes straight to the address; sliders move freely and write when let go.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Divider, Group, RangeSlider, Slider, Stack, Switch, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import {
  activeFilterCount,
  clearedFleetFilters,
  FLEET_CATEGORIES,
  FLEET_FEATURES,
  FLEET_PASSENGERS,
  FLEET_PRICE,
  FLEET_RATING,
  type FleetCategory,
  type FleetFeature,
  type FleetFilters,
} from './filters';
import classes from './fleet.module.css';
import type { FleetLabels } from './use-fleet-labels';
import type { FleetFiltersChange } from './use-fleet-query';

interface PanelProps {
  filters: FleetFilters;
  update: (change: FleetFiltersChange, options?: { replace?: boolean }) => void;
  labels: FleetLabels;
  /** Hidden in the phone's drawer, which has its own title. */
  withTitle?: boolean;
}

function FilterGroup({ label, value, children }: { label: string; value?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={classes.filterGroup}>
      <div className={classes.filterLegend}>
        <span id={id}>{label}</span>
        {value !== undefined && (
          <span className={classes.filterValue} aria-hidden>
            {value}
          </span>
        )}
      </div>
      {children}
    </div>
  );
}

interface RangeProps {
  label: string;
  limits: { min: number; max: number; step: number };
  value: [number, number];
  format: (n: number) => string;
  fromLabel: string;
  toLabel: string;
  onCommit: (value: [number, number]) => void;
}

/** A range whose top end means 'and above': shown with a '+'. */
/**
 * A slider's value while it moves, following the address when that changes on its own (Clear all,
 * Back). Not a remount: the thumb keeps the keyboard focus from one arrow press to the next.
 */
function useMoving<V>(value: V, same: (a: V, b: V) => boolean) {
  const [moving, setMoving] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (!same(committed, value)) {
    setCommitted(value);
    setMoving(value);
  }
  return [moving, setMoving] as const;
}

const sameRange = (a: [number, number], b: [number, number]) => a[0] === b[0] && a[1] === b[1];

function RangeFilter({ label, limits, value, format, fromLabel, toLabel, onCommit }: RangeProps) {
  const [moving, setMoving] = useMoving(value, sameRange);
  const shown = (n: number, end: 0 | 1) => <bdi>{end === 1 && n === limits.max ? `${format(n)}+` : format(n)}</bdi>;
  return (
    <FilterGroup
      label={label}
      value={
        <>
          {shown(moving[0], 0)} – {shown(moving[1], 1)}
        </>
      }
    >
      <div className={classes.sliderWrap}>
        <RangeSlider
          min={limits.min}
          max={limits.max}
          step={limits.step}
          minRange={0}
          value={moving}
          onChange={setMoving}
          onChangeEnd={onCommit}
          label={null}
          thumbFromLabel={fromLabel}
          thumbToLabel={toLabel}
          thumbValueText={(n) => format(n)}
          size="sm"
        />
      </div>
    </FilterGroup>
  );
}

function RatingFilter({ value, onCommit, labels }: { value: number; onCommit: (n: number) => void; labels: FleetLabels }) {
  const { t } = useLingui();
  const [moving, setMoving] = useMoving(value, Object.is);
  const text = (n: number) => (n === 0 ? t`Any rating` : t`${labels.rating(n)} and above`);
  return (
    <FilterGroup label={t`Minimum rating`} value={<bdi>{text(moving)}</bdi>}>
      <div className={classes.sliderWrap}>
        <Slider
          min={FLEET_RATING.min}
          max={FLEET_RATING.max}
          step={FLEET_RATING.step}
          precision={1}
          value={moving}
          onChange={setMoving}
          onChangeEnd={onCommit}
          label={null}
          thumbLabel={t`Minimum rating`}
          thumbValueText={text}
          size="sm"
        />
      </div>
    </FilterGroup>
  );
}

export function FilterPanel({ filters, update, labels, withTitle = true }: PanelProps) {
  const { t } = useLingui();
  const active = activeFilterCount(filters);
  const toggle = <T extends string>(list: readonly T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

  return (
    <Stack gap="lg">
      {withTitle && (
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={2} size="h4">
            <Trans>Filters</Trans>
          </Title>
          {active > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={() => update(clearedFleetFilters)}>
              <Trans>Clear all</Trans>
            </Button>
          )}
        </Group>
      )}

      <FilterGroup label={t`Quick filters`}>
        <Stack gap="sm">
          <Switch
            label={t`Available Now`}
            checked={filters.availableNow}
            onChange={(event) => update({ availableNow: event.currentTarget.checked })}
          />
          <Switch
            label={t`Featured Only`}
            checked={filters.featuredOnly}
            onChange={(event) => update({ featuredOnly: event.currentTarget.checked })}
          />
        </Stack>
      </FilterGroup>

      <Divider color="var(--brand-border)" />

      <RangeFilter
        label={t`Price per hour`}
        limits={FLEET_PRICE}
        value={filters.price}
        format={labels.money}
        fromLabel={t`Lowest price per hour`}
        toLabel={t`Highest price per hour`}
        onCommit={(price) => update({ price }, { replace: true })}
      />
      <RangeFilter
        label={t`Passengers`}
        limits={FLEET_PASSENGERS}
        value={filters.passengers}
        format={labels.count}
        fromLabel={t`Fewest passengers`}
        toLabel={t`Most passengers`}
        onCommit={(passengers) => update({ passengers }, { replace: true })}
      />
      <RatingFilter
        value={filters.minRating}
        labels={labels}
        onCommit={(minRating) => update({ minRating }, { replace: true })}
      />

      <Divider color="var(--brand-border)" />

      <FilterGroup label={t`Category`}>
        <Stack gap="xs">
          {FLEET_CATEGORIES.map((category: FleetCategory) => (
            <Checkbox
              key={category}
              label={labels.categories[category]}
              checked={filters.categories.includes(category)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                update((f) => ({ ...f, categories: toggle(f.categories, category, on) }));
              }}
            />
          ))}
        </Stack>
      </FilterGroup>

      <FilterGroup label={t`Features`}>
        <Stack gap="xs">
          {FLEET_FEATURES.map((feature: FleetFeature) => (
            <Checkbox
              key={feature}
              label={labels.features[feature]}
              checked={filters.features.includes(feature)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                update((f) => ({ ...f, features: toggle(f.features, feature, on) }));
              }}
            />
          ))}
        </Stack>
      </FilterGroup>
    </Stack>
  );
}
