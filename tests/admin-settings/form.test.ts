import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/domain/sample-data';
import { DEFAULT_DISPATCH } from '../../src/domain/ride-duration';
import { DEFAULT_EXTRAS, DEFAULT_INVOICING } from '../../src/domain/billing-defaults';
import { schemaFor } from '../../src/domain/schemas';
import { DEFAULT_REMINDER_HOUR, DEFAULT_TEMPLATES } from '../../src/domain/message-templates';
import {
  settingsFormIssues,
  toSettingsFormValues,
  toSettingsPatch,
  type SettingsFormValues,
} from '../../src/features/admin-settings/form';

const stored = defaultSettings('2026-01-01T00:00:00.000Z');

function form(change: (values: SettingsFormValues) => void = () => {}): SettingsFormValues {
  const values = toSettingsFormValues(stored);
  change(values);
  return values;
}

describe('settings form: values', () => {
  it('shows the stored settings, numbers as text', () => {
    const values = form();
    expect(values.siteName).toBe('Paris Prestige Chauffeur');
    expect(values.dataRetentionDays).toBe('365');
    expect(values.tariffs.coach.baseFare).toBe('120.00');
    expect(values.company.siren).toBe('912 345 678');
  });

  it('gives the company defaults for a record made before it had them', () => {
    const { company: _company, ...older } = stored;
    expect(toSettingsFormValues(older).company.legalName).toBe('Paris Prestige Chauffeur SAS');
  });

  it('an untouched form is valid and saves what is stored', () => {
    const values = form();
    expect(settingsFormIssues(values)).toEqual({});
    const patch = toSettingsPatch(values);
    // Stored switches no screen offers (nothing on this platform could honour them) are never written.
    const { id: _id, createdAt: _c, updatedAt: _u, rev: _r, twoFactor: _t, inAppNotifications: _i, ...business } = stored;
    // A record made before dispatch, extras, invoicing, messaging and the Arabic digits had settings saves their defaults, what the board and the server used.
    expect(patch).toEqual({
      ...business,
      arabicDigits: 'latn',
      orderClientCopy: false,
      dispatch: DEFAULT_DISPATCH,
      extras: DEFAULT_EXTRAS,
      invoicing: DEFAULT_INVOICING,
      messaging: { templates: DEFAULT_TEMPLATES, reminderHour: DEFAULT_REMINDER_HOUR },
    });
  });

  it('shows dispatch figures as text and a place list, from the defaults when none are stored', () => {
    const values = form();
    expect(values.dispatch.bufferBeforeMinutes).toBe('15');
    expect(values.dispatch.hourlyHours).toBe('4');
    expect(values.dispatch.places).toContainEqual({ placeId: 'cdg', minutes: '75' });
    const stored2 = { ...stored, dispatch: { ...DEFAULT_DISPATCH, bufferAfterMinutes: 30, placeMinutes: { orly: 50 } } };
    expect(toSettingsFormValues(stored2).dispatch).toMatchObject({ bufferAfterMinutes: '30', places: [{ placeId: 'orly', minutes: '50' }] });
  });
});

describe('settings form: invoicing', () => {
  it('shows the defaults for a record made before invoicing, and saves the switches and trimmed terms', () => {
    expect(form().invoicing).toEqual(DEFAULT_INVOICING);
    const values = form((f) => {
      f.invoicing = { autoOnDone: true, vatExempt: true, paymentTerms: '  Payable in 30 days  ' };
    });
    expect(settingsFormIssues(values)).toEqual({});
    expect(toSettingsPatch(values).invoicing).toEqual({ autoOnDone: true, vatExempt: true, paymentTerms: 'Payable in 30 days' });
    expect(settingsFormIssues(form((f) => (f.invoicing.paymentTerms = 'x'.repeat(301))))).toEqual({ 'invoicing.paymentTerms': 'tooLong' });
  });
});

describe('settings form: checks next to each field', () => {
  it('wants a site name, an email that is one, and a phone', () => {
    expect(settingsFormIssues(form((f) => (f.siteName = '   ')))).toEqual({ siteName: 'siteNameRequired' });
    expect(settingsFormIssues(form((f) => (f.siteEmail = '')))).toEqual({ siteEmail: 'emailRequired' });
    expect(settingsFormIssues(form((f) => (f.siteEmail = 'office@paris')))).toEqual({ siteEmail: 'emailInvalid' });
    expect(settingsFormIssues(form((f) => (f.sitePhone = 'call us')))).toEqual({ sitePhone: 'phoneInvalid' });
  });

  it('wants SIREN as 9 digits (spaces allowed) and the VTC number as EVTC + 9 digits, or nothing', () => {
    expect(settingsFormIssues(form((f) => (f.company.siren = '912 345 67')))).toEqual({ 'company.siren': 'sirenInvalid' });
    expect(settingsFormIssues(form((f) => (f.company.siren = '91234567A')))).toEqual({ 'company.siren': 'sirenInvalid' });
    expect(settingsFormIssues(form((f) => (f.company.siren = '912345678')))).toEqual({});
    expect(settingsFormIssues(form((f) => (f.company.siren = '')))).toEqual({});
    expect(settingsFormIssues(form((f) => (f.company.vtcRegistration = 'VTC123')))).toEqual({
      'company.vtcRegistration': 'vtcRegistrationInvalid',
    });
    expect(settingsFormIssues(form((f) => (f.company.vtcRegistration = 'evtc 075 250 001')))).toEqual({});
  });

  it('wants percentages between 0 and 100', () => {
    expect(settingsFormIssues(form((f) => (f.vatTransport = '101')))).toEqual({ vatTransport: 'percentInvalid' });
    expect(settingsFormIssues(form((f) => (f.vatHourly = '-5')))).toEqual({ vatHourly: 'percentInvalid' });
    expect(settingsFormIssues(form((f) => (f.tariffs.van.serviceFeePercent = 'ten')))).toEqual({
      'tariffs.van.serviceFeePercent': 'percentInvalid',
    });
    expect(settingsFormIssues(form((f) => ((f.vatHourly = '0'), (f.vatTransport = '100'))))).toEqual({});
    expect(settingsFormIssues(form((f) => (f.vatTransport = '5,5')))).toEqual({});
  });

  it('wants amounts with at most 2 decimals, a comma as good as a dot', () => {
    expect(settingsFormIssues(form((f) => (f.tariffs.sedan.perKm = '1.805')))).toEqual({ 'tariffs.sedan.perKm': 'amountInvalid' });
    expect(settingsFormIssues(form((f) => (f.tariffs.suv.baseFare = '')))).toEqual({ 'tariffs.suv.baseFare': 'amountInvalid' });
    expect(settingsFormIssues(form((f) => (f.tariffs.suv.baseFare = '1e3')))).toEqual({ 'tariffs.suv.baseFare': 'amountInvalid' });
    expect(settingsFormIssues(form((f) => (f.tariffs.sedan.perKm = '1,9')))).toEqual({});
  });

  it('wants the retention as whole days from 1 to 3650', () => {
    for (const bad of ['0', '3651', '12.5', '', 'a year'])
      expect(settingsFormIssues(form((f) => (f.dataRetentionDays = bad)))).toEqual({ dataRetentionDays: 'daysInvalid' });
    expect(settingsFormIssues(form((f) => (f.dataRetentionDays = ' 30 ')))).toEqual({});
  });

  it('wants the sync server as an http(s) address, or empty for this server', () => {
    for (const bad of ['sync.example.com', 'ftp://sync.example.com', 'https://', 'https://exa mple.com'])
      expect(settingsFormIssues(form((f) => (f.syncUrl = bad)))).toEqual({ syncUrl: 'urlInvalid' });
    for (const good of ['', 'https://sync.example.com', 'http://127.0.0.1:8080/'])
      expect(settingsFormIssues(form((f) => (f.syncUrl = good)))).toEqual({});
  });

  it('reports several fields at once, one issue each', () => {
    const issues = settingsFormIssues(
      form((f) => {
        f.siteEmail = 'x';
        f.vatHourly = '200';
        f.company.siren = '1';
      }),
    );
    expect(issues).toEqual({ siteEmail: 'emailInvalid', vatHourly: 'percentInvalid', 'company.siren': 'sirenInvalid' });
  });
});

describe('settings form: what it saves', () => {
  it('stores amounts with 2 decimals, percentages plain, days as a number, the URL without its slash', () => {
    const patch = toSettingsPatch(
      form((f) => {
        f.siteName = '  Riviera Prestige ';
        f.tariffs.sedan.baseFare = '30';
        f.tariffs.sedan.perKm = '1,9';
        f.tariffs.sedan.serviceFeePercent = '12,50';
        f.vatTransport = '010';
        f.dataRetentionDays = ' 90 ';
        f.syncUrl = ' https://sync.example.com/// ';
        f.company.vtcRegistration = 'evtc 075 250 001';
      }),
    );
    expect(patch.siteName).toBe('Riviera Prestige');
    expect(patch.tariffs?.sedan).toEqual({ baseFare: '30.00', perKm: '1.90', perPassenger: '5.00', serviceFeePercent: '12.5' });
    expect(patch.vatTransport).toBe('10');
    expect(patch.dataRetentionDays).toBe(90);
    expect(patch.syncUrl).toBe('https://sync.example.com');
    expect(patch.company?.vtcRegistration).toBe('EVTC075250001');
  });

  it('what a valid form saves passes the settings schema the repository and the server check', () => {
    const patch = toSettingsPatch(
      form((f) => {
        f.tariffs.van.perPassenger = '3,5';
        f.vatHourly = '19,6';
        f.syncUrl = 'http://127.0.0.1:8080/';
      }),
    );
    expect(v.safeParse(schemaFor('settings').patch, patch).success).toBe(true);
  });

  it('stores dispatch figures as whole numbers and the places as a map', () => {
    const patch = toSettingsPatch(
      form((f) => {
        f.dispatch.bufferBeforeMinutes = ' 20 ';
        f.dispatch.hourlyHours = '6';
        f.dispatch.places = [{ placeId: 'cdg', minutes: '90' }, { placeId: 'nice-airport', minutes: ' 40' }];
      }),
    );
    expect(patch.dispatch).toEqual({ bufferBeforeMinutes: 20, bufferAfterMinutes: 15, transferMinutes: 60, hourlyHours: 6, placeMinutes: { cdg: 90, 'nice-airport': 40 } });
    expect(v.safeParse(schemaFor('settings').patch, patch).success).toBe(true);
  });
});

describe('settings form: dispatch checks', () => {
  it('wants whole minutes from 0 to a day and hours from 1 to 72', () => {
    expect(settingsFormIssues(form((f) => (f.dispatch.bufferBeforeMinutes = '-5')))).toEqual({ 'dispatch.bufferBeforeMinutes': 'minutesInvalid' });
    expect(settingsFormIssues(form((f) => (f.dispatch.transferMinutes = '1441')))).toEqual({ 'dispatch.transferMinutes': 'minutesInvalid' });
    expect(settingsFormIssues(form((f) => (f.dispatch.bufferAfterMinutes = '12.5')))).toEqual({ 'dispatch.bufferAfterMinutes': 'minutesInvalid' });
    expect(settingsFormIssues(form((f) => (f.dispatch.hourlyHours = '0')))).toEqual({ 'dispatch.hourlyHours': 'hoursInvalid' });
    expect(settingsFormIssues(form((f) => (f.dispatch.hourlyHours = '73')))).toEqual({ 'dispatch.hourlyHours': 'hoursInvalid' });
    expect(settingsFormIssues(form((f) => (f.dispatch.places = [{ placeId: 'cdg', minutes: '' }])))).toEqual({ 'dispatch.places.0.minutes': 'minutesInvalid' });
    expect(settingsFormIssues(form((f) => (f.dispatch.bufferBeforeMinutes = '0')))).toEqual({});
  });
});

describe('settings form: messages to clients', () => {
  it('flags a placeholder that is not one, next to its field, and wants every message written', () => {
    expect(settingsFormIssues(form((f) => (f.messaging.templates.confirmed.ar.body = 'مرحبًا {clent}')))).toEqual({
      'messaging.templates.confirmed.ar.body': 'unknownPlaceholder',
    });
    expect(settingsFormIssues(form((f) => (f.messaging.templates.reminder.en.subject = '  ')))).toEqual({
      'messaging.templates.reminder.en.subject': 'messageRequired',
    });
  });

  it('wants the reminder hour as an hour of the day', () => {
    expect(settingsFormIssues(form((f) => (f.messaging.reminderHour = '24')))).toEqual({ 'messaging.reminderHour': 'hourOfDayInvalid' });
    expect(settingsFormIssues(form((f) => (f.messaging.reminderHour = '7.5')))).toEqual({ 'messaging.reminderHour': 'hourOfDayInvalid' });
    expect(toSettingsPatch(form((f) => (f.messaging.reminderHour = ' 7 '))).messaging?.reminderHour).toBe(7);
  });

  it('saves a template by hand, trimmed, and the email switches, which the server schema accepts', () => {
    const patch = toSettingsPatch(
      form((f) => {
        f.messaging.templates.thank_you.auto = false;
        f.messaging.templates.thank_you.fr.subject = '  Merci {client}  ';
        f.enableEmailAlerts = false;
      }),
    );
    expect(patch.messaging?.templates.thank_you).toMatchObject({ auto: false, fr: { subject: 'Merci {client}' } });
    expect(patch.enableEmailAlerts).toBe(false);
    expect(patch.loginNotifications).toBe(true);
    expect(v.safeParse(schemaFor('settings').patch, patch).success).toBe(true);
  });
});
