// The words of the home search: SPEC 9's choices, the checks' messages and the notes handed to the
// booking wizard, in the visitor's language.
import { useLingui } from '@lingui/react/macro';
import {
  AIRPORT_CODES,
  AIRPORTS,
  type GroupSize,
  type SearchIssue,
  type SearchNote,
  type TourDuration,
  type TourType,
} from './form';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';

export function useSearchLabels() {
  const { t } = useLingui();
  const lang = useLang();

  const airportNames: Record<(typeof AIRPORTS)[number], string> = {
    'tunis-carthage': t`Tunis-Carthage`,
    monastir: t`Monastir`,
    'djerba-zarzis': t`Djerba-Zarzis`,
    'enfidha-hammamet': t`Enfidha-Hammamet`,
  };
  /** What the airport list offers: the name and its code, typed into the field as it reads. */
  const airports = AIRPORTS.map((airport) => `${airportNames[airport]} (${AIRPORT_CODES[airport]})`);

  const passengers: Record<string, string> = {
    '1': t`1 passenger`,
    '2': t`2 passengers`,
    '3': t`3 passengers`,
    '4+': t`4+ passengers`,
  };
  const tourTypes: Record<TourType, string> = {
    'sidi-bou-said': t`Sidi Bou Said`,
    sahara: t`Sahara desert`,
    kairouan: t`Kairouan`,
    dougga: t`Dougga`,
    custom: t`Custom tour`,
  };
  const durations: Record<TourDuration, string> = {
    'half-day': t`Half day`,
    '1': t`1 day`,
    '2': t`2 days`,
    '3': t`3 days`,
    '4+': t`4+ days`,
  };
  const participants: Record<string, string> = {
    '1': t`1 person`,
    '2': t`2 people`,
    '3-4': t`3-4 people`,
    '5-8': t`5-8 people`,
  };
  const groupSizes: Record<GroupSize, string> = {
    '10': t`10-15 people`,
    '20': t`16-25 people`,
    '30': t`26-40 people`,
    '50': t`41-50 people`,
    '50+': t`50+ people`,
  };

  const issues: Record<SearchIssue, string> = {
    timeInvalid: t`Enter a time such as 14:30`,
    datePast: t`Choose today or a later date`,
    dateInvalid: t`Enter a date such as 2026-06-15`,
    returnBeforeDeparture: t`The return cannot be before the departure`,
  };

  const longDate = (iso: string) => {
    const [year, month, day] = iso.split('-').map(Number);
    if (!year || !month || !day) return iso;
    return new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long' }).format(new Date(year, month - 1, day));
  };

  const label = (list: Record<string, string>, value: string) => list[value] ?? value;

  /** One line of the special requests the wizard opens with. */
  const describe = (note: SearchNote): string => {
    switch (note.kind) {
      case 'tourType': {
        const tour = label(tourTypes, note.value);
        return t`Tour: ${tour}`;
      }
      case 'duration': {
        const duration = label(durations, note.value);
        return t`Duration: ${duration}`;
      }
      case 'participants': {
        const people = label(participants, note.value);
        return t`Participants: ${people}`;
      }
      case 'groupName': {
        const group = note.value;
        return t`Group: ${group}`;
      }
      case 'groupSize': {
        const size = label(groupSizes, note.value);
        return t`Group size: ${size}`;
      }
      case 'destination': {
        const place = note.value;
        return t`Destination: ${place}`;
      }
      case 'returnDate': {
        const date = longDate(note.value);
        return t`Return: ${date}`;
      }
    }
  };

  return { airports, passengers, tourTypes, durations, participants, groupSizes, issues, describe };
}

export type SearchLabels = ReturnType<typeof useSearchLabels>;
