// A searchable list of the bundled places, grouped by region; the search ignores accents and case
// and also matches the region's name ('nice' finds the Riviera, 'defense' finds La Défense).
import { Group, Select, type ComboboxItem, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { IconBuildingMonument, IconMapPin, IconPlane, IconTrain } from '@tabler/icons-react';
import { useMemo } from 'react';
import { PLACE_CITIES, PLACES, placeById, placeName, type PlaceKind } from '../../domain/places';
import { useLang } from '../../i18n/use-lang';
import { usePricingLabels } from './use-pricing-labels';
import { foldForSearch } from '../../lib/search-fold';

const KIND_ICONS: Record<PlaceKind, typeof IconPlane> = {
  airport: IconPlane,
  station: IconTrain,
  landmark: IconBuildingMonument,
};

const fold = (text: string) => foldForSearch(text).trim();

const filter: OptionsFilter = ({ options, search }) => {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  const matches = (text: string) => words.every((word) => text.includes(word));
  const out: ComboboxParsedItem[] = [];
  for (const option of options) {
    if (!('group' in option)) {
      if (matches(fold(option.label))) out.push(option);
      continue;
    }
    const groupName = fold(String(option.group));
    const items = option.items.filter((item: ComboboxItem) => matches(`${groupName} ${fold(item.label)}`));
    if (items.length > 0) out.push({ ...option, items });
  }
  return out;
};

export function PlaceSelect({
  label,
  value,
  onChange,
  error,
  placeholder,
  nothingFound,
}: {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
  placeholder: string;
  nothingFound: string;
}) {
  const lang = useLang();
  const labels = usePricingLabels();
  const data = useMemo(
    () =>
      PLACE_CITIES.map((city) => ({
        group: labels.cities[city],
        items: PLACES.filter((place) => place.city === city).map((place) => ({ value: place.id, label: placeName(place, lang) })),
      })),
    [labels, lang],
  );
  const Icon = KIND_ICONS[placeById(value)?.kind ?? 'landmark'];

  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(next) => onChange(next)}
      searchable
      clearable
      filter={filter}
      limit={60}
      maxDropdownHeight={320}
      nothingFoundMessage={nothingFound}
      size="md"
      error={error}
      leftSection={value ? <Icon size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
      renderOption={({ option }) => {
        const OptionIcon = KIND_ICONS[placeById(option.value)?.kind ?? 'landmark'];
        return (
          <Group gap="xs" wrap="nowrap">
            <OptionIcon size={16} aria-hidden style={{ flexShrink: 0, opacity: 0.7 }} />
            <span>{option.label}</span>
          </Group>
        );
      }}
    />
  );
}
