// The rules of the page's two small forms: the waiting time of a no-show, and a time off. Each
// problem is a code the page words in the active language, shown next to its field.

import { isLocalDateTime } from '../../domain/dispatch-schemas';

export const WAIT_MAX_MINUTES = 1440;

export type WaitIssue = 'waitRequired' | 'waitRange';

/** The minutes waited on location, or the problem with what was typed. */
export function readWaitMinutes(typed: string): { minutes: number } | { issue: WaitIssue } {
  const text = typed.trim();
  if (text === '') return { issue: 'waitRequired' };
  if (!/^\d+$/.test(text)) return { issue: 'waitRange' };
  const minutes = Number(text);
  return minutes <= WAIT_MAX_MINUTES ? { minutes } : { issue: 'waitRange' };
}

export const REASON_MAX = 200;

export interface TimeOffValues {
  /** What a datetime-local field holds: 'YYYY-MM-DDTHH:MM' (seconds, if any, are dropped). */
  startsAt: string;
  endsAt: string;
  reason: string;
}

export type TimeOffIssue = 'startRequired' | 'startInvalid' | 'endRequired' | 'endInvalid' | 'endBeforeStart' | 'reasonTooLong';
export type TimeOffIssues = Partial<Record<keyof TimeOffValues, TimeOffIssue>>;

/** A datetime-local value as 'YYYY-MM-DDTHH:MM', or null when it is not one. */
export function localDateTimeOf(typed: string): string | null {
  const text = typed.trim();
  const minutes = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? text.slice(0, 16) : null;
  return minutes && isLocalDateTime(minutes) ? minutes : null;
}

/** The time off to record, or its problems (one per field). */
export function readTimeOff(values: TimeOffValues): { ok: true; startsAt: string; endsAt: string; reason: string } | { ok: false; issues: TimeOffIssues } {
  const issues: TimeOffIssues = {};
  const startsAt = localDateTimeOf(values.startsAt);
  const endsAt = localDateTimeOf(values.endsAt);
  if (values.startsAt.trim() === '') issues.startsAt = 'startRequired';
  else if (!startsAt) issues.startsAt = 'startInvalid';
  if (values.endsAt.trim() === '') issues.endsAt = 'endRequired';
  else if (!endsAt) issues.endsAt = 'endInvalid';
  else if (startsAt && endsAt <= startsAt) issues.endsAt = 'endBeforeStart';
  const reason = values.reason.trim();
  if (reason.length > REASON_MAX) issues.reason = 'reasonTooLong';
  if (Object.keys(issues).length > 0 || !startsAt || !endsAt) return { ok: false, issues };
  return { ok: true, startsAt, endsAt, reason };
}
