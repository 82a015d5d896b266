// The words of the messages sent to clients: each kind, channel and state, in the back office's
// language (the messages themselves are in the client's).
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ClientMessageKind, MessageChannel, MessageState } from '../../domain/billing-types';

export function useMessageWords() {
  const { t } = useLingui();
  return useMemo(() => {
    const kinds: Record<ClientMessageKind, string> = {
      received: t`Booking received`,
      confirmed: t`Booking confirmed`,
      reminder: t`Reminder the day before`,
      on_the_way: t`Driver on the way`,
      on_location: t`Driver on location`,
      thank_you: t`Thank you`,
      cancelled: t`Cancellation`,
      invoice: t`Invoice or credit note`,
    };
    const channels: Record<MessageChannel, string> = { email: t`Email`, whatsapp: 'WhatsApp' };
    const states: Record<MessageState, string> = {
      queued: t`Queued`,
      sent: t`Sent`,
      failed: t`Failed`,
      not_configured: t`Not sent: email not configured`,
    };
    return {
      kinds,
      kind: (k: ClientMessageKind) => kinds[k],
      channel: (c: MessageChannel) => channels[c],
      state: (s: MessageState) => states[s],
    };
  }, [t]);
}
