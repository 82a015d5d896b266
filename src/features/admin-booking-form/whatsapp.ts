// The WhatsApp hand-over of the BON DE COMMANDE: the wa.me link and its message, in French like
// the document.

import { clientName, orderDocument, type OrderDocumentInput } from './order-document-model';
import { FR_PAYMENT, PAYMENT_TO_BE_DEFINED, frDate, frTime, orDash } from './order-format';

export { whatsappLink, whatsappNumber } from '../../lib/whatsapp';

/** The text of the WhatsApp message, in French like the document. */
export function orderSummaryText(input: OrderDocumentInput): string {
  const document = orderDocument(input);
  const { values } = input;
  const lines = [
    `${document.title} ${document.reference} - ${document.operator.name}`,
    `Client : ${orDash(clientName(values))} (${orDash(values.phone)})`,
    `Date : ${frDate(values.pickupDate)} à ${frTime(values.pickupTime)}`,
    `Vol / train : ${orDash(values.flightTrainNumber)}`,
    `Prise en charge : ${orDash(values.pickupLocation)}`,
    `Destination : ${orDash(values.dropoffLocation)}`,
    `Passagers : ${orDash(values.passengers)} - Bagages : ${orDash(values.luggage)}`,
    `Paiement : ${values.paymentMethod ? FR_PAYMENT[values.paymentMethod] : PAYMENT_TO_BE_DEFINED}`,
    `${document.total.label} : ${document.total.value}`,
  ];
  if (document.remarks) lines.push(`${document.remarks.title} :`, ...document.remarks.items.map((r) => `- ${r.text}`));
  return lines.join('\n');
}
