// The rules of the time off and downtime forms: who or which car, a start and an end (a Paris date
// and time each, the end after the start, as src/domain/dispatch-schemas.ts says), a reason.
import { isLocalDateTime } from '../../domain/dispatch-schemas';
import { isIsoDate, parseTime } from '../../domain/time';
import type { CreateInput, DowntimeReason } from '../../domain/types';

export interface SpanValues {
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
}

export interface TimeOffValues extends SpanValues {
  staffId: string;
  reason: string;
}

export interface DowntimeValues extends SpanValues {
  carId: string;
  reason: DowntimeReason;
  note: string;
}

/** Why a field cannot be saved; the dialogs word each code. */
export type FormIssue = 'driverRequired' | 'vehicleRequired' | 'dateRequired' | 'dateInvalid' | 'timeRequired' | 'timeInvalid' | 'endBeforeStart' | 'tooLong';

export type FormIssues = Partial<Record<'staffId' | 'carId' | keyof SpanValues | 'reason' | 'note', FormIssue>>;

export const REASON_MAX = 200;
export const NOTE_MAX = 500;

/** 'YYYY-MM-DDTHH:MM' from a date and a typed time, or null. */
export function localDateTime(date: string, time: string): string | null {
  const parsed = parseTime(time);
  const value = `${date.trim()}T${parsed ?? ''}`;
  return parsed && isLocalDateTime(value) ? value : null;
}

export function spanIssues(values: SpanValues): FormIssues {
  const issues: FormIssues = {};
  const date = (key: 'fromDate' | 'toDate') => {
    const value = values[key].trim();
    if (!value) issues[key] = 'dateRequired';
    else if (!isIsoDate(value)) issues[key] = 'dateInvalid';
  };
  const time = (key: 'fromTime' | 'toTime') => {
    const value = values[key].trim();
    if (!value) issues[key] = 'timeRequired';
    else if (!parseTime(value)) issues[key] = 'timeInvalid';
  };
  date('fromDate');
  time('fromTime');
  date('toDate');
  time('toTime');
  const start = localDateTime(values.fromDate, values.fromTime);
  const end = localDateTime(values.toDate, values.toTime);
  if (start && end && end <= start) issues.toTime = 'endBeforeStart';
  return issues;
}

export function timeOffIssues(values: TimeOffValues): FormIssues {
  const issues = spanIssues(values);
  if (!values.staffId) issues.staffId = 'driverRequired';
  if (values.reason.trim().length > REASON_MAX) issues.reason = 'tooLong';
  return issues;
}

export function downtimeIssues(values: DowntimeValues): FormIssues {
  const issues = spanIssues(values);
  if (!values.carId) issues.carId = 'vehicleRequired';
  if (values.note.trim().length > NOTE_MAX) issues.note = 'tooLong';
  return issues;
}

/** The record of a checked form (timeOffIssues gave none). */
export function timeOffInput(values: TimeOffValues): CreateInput<'timeOff'> {
  return {
    staffId: values.staffId,
    startsAt: localDateTime(values.fromDate, values.fromTime) ?? '',
    endsAt: localDateTime(values.toDate, values.toTime) ?? '',
    reason: values.reason.trim() || null,
  };
}

export function downtimeInput(values: DowntimeValues): CreateInput<'downtimes'> {
  return {
    carId: values.carId,
    startsAt: localDateTime(values.fromDate, values.fromTime) ?? '',
    endsAt: localDateTime(values.toDate, values.toTime) ?? '',
    reason: values.reason,
    note: values.note.trim() || null,
  };
}

/** A repository refusal's fields (startsAt, endsAt, ...) as the form's. */
export function issuesOfRecord(fieldErrors: Readonly<Record<string, string>>): FormIssues {
  const issues: FormIssues = {};
  if (fieldErrors.startsAt) issues.fromDate = 'dateInvalid';
  if (fieldErrors.endsAt) issues.toTime = 'endBeforeStart';
  if (fieldErrors.reason) issues.reason = 'tooLong';
  if (fieldErrors.note) issues.note = 'tooLong';
  return issues;
}
