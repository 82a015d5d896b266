// The settings form's part for the messages to clients (form.ts holds it as `messaging`): the
// template of each kind in each language, automatic or by hand, and the reminder's hour. The issue
// codes are form.ts's SettingsIssue ones.

import * as v from 'valibot';
import { MESSAGE_KINDS, MESSAGE_LANGS, type MessageKind, type MessagingSettings, type MessageTemplate } from '../../domain/billing-types';
import { messagingOf, unknownPlaceholders } from '../../domain/message-templates';
import type { Settings } from '../../domain/types';

export interface MessagingValues {
  /** Typed as text: a whole hour, 0 to 23 (Europe/Paris). */
  reminderHour: string;
  templates: Record<MessageKind, MessageTemplate>;
}

/** A template text: not too long, every {placeholder} a known one. */
const templateText = (max: number, required: boolean) =>
  v.pipe(
    v.string(),
    v.check((s) => !required || s.trim() !== '', 'messageRequired'),
    v.maxLength(max, 'tooLong'),
    v.check((s) => unknownPlaceholders(s).length === 0, 'unknownPlaceholder'),
  );
const messageText = v.object({ subject: templateText(200, true), body: templateText(4000, true) });
const templateSchema = v.object({ auto: v.boolean(), fr: messageText, en: messageText, ar: messageText });
export const messagingSchema = v.object({
  reminderHour: v.pipe(v.string(), v.check((s) => /^\d{1,2}$/.test(s.trim()) && Number(s.trim()) <= 23, 'hourOfDayInvalid')),
  templates: v.object(Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, templateSchema])) as Record<MessageKind, typeof templateSchema>),
});

export function toMessagingValues(settings: Settings): MessagingValues {
  const messaging = messagingOf(settings);
  const templates = Object.fromEntries(
    MESSAGE_KINDS.map((kind) => {
      const template = messaging.templates[kind];
      return [kind, { auto: template.auto, ...Object.fromEntries(MESSAGE_LANGS.map((lang) => [lang, { ...template[lang] }])) }];
    }),
  ) as Record<MessageKind, MessageTemplate>;
  return { reminderHour: String(messaging.reminderHour), templates };
}

export function toMessagingPatch(values: MessagingValues): MessagingSettings {
  const templates = Object.fromEntries(
    MESSAGE_KINDS.map((kind) => {
      const template = values.templates[kind];
      const texts = MESSAGE_LANGS.map((lang) => [lang, { subject: template[lang].subject.trim(), body: template[lang].body.trim() }]);
      return [kind, { auto: template.auto, ...Object.fromEntries(texts) }];
    }),
  ) as Record<MessageKind, MessageTemplate>;
  return { templates, reminderHour: Number(values.reminderHour.trim()) };
}
