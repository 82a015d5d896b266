// The words of the settings form's checks (src/domain/settings-form.ts codes).
import { useLingui } from '@lingui/react/macro';
import { HOURS_MAX, MINUTES_MAX, RETENTION_DAYS_MAX, RETENTION_DAYS_MIN, type SettingsIssue } from './form';

export function useIssueWords() {
  const { t } = useLingui();
  const words: Record<SettingsIssue, string> = {
    siteNameRequired: t`Site name is required`,
    emailRequired: t`Email is required`,
    emailInvalid: t`Please enter a valid email address`,
    phoneRequired: t`Phone number is required`,
    phoneInvalid: t`Please enter a valid phone number`,
    daysInvalid: t`Enter a whole number of days between ${RETENTION_DAYS_MIN} and ${RETENTION_DAYS_MAX}`,
    percentInvalid: t`Enter a percentage between 0 and 100, such as 10 or 5.5`,
    amountInvalid: t`Enter an amount in euros with at most 2 decimals, such as 25 or 1.80`,
    urlInvalid: t`Enter an address starting with https:// (or http://), or leave it empty`,
    sirenInvalid: t`SIREN must be 9 digits`,
    vtcRegistrationInvalid: t`VTC register number must be EVTC followed by 9 digits`,
    tooLong: t`This text is too long`,
    minutesInvalid: t`Enter a whole number of minutes between 0 and ${MINUTES_MAX}`,
    hoursInvalid: t`Enter a whole number of hours between 1 and ${HOURS_MAX}`,
    hourOfDayInvalid: t`Enter an hour of the day from 0 to 23`,
    messageRequired: t`Write this message, or put back the default`,
    unknownPlaceholder: t`A placeholder here is not one of those listed: check its spelling`,
    extraNameRequired: t`The French name is required (the others use it when empty)`,
  };
  /** The words of a form error's code; undefined when there is no error. */
  return (message: string | undefined) => (message ? (words[message as SettingsIssue] ?? message) : undefined);
}
