// The BON DE COMMANDE as a PDF, made in the browser (SPEC 7): the sheet is drawn at scale 2 by
// html2canvas, then laid on a page of the image's size by jsPDF. Both load only when first needed
// (the service worker precaches their chunks, so this works offline).

export { PDF_DOCUMENT_WIDTH, PDF_JPEG_QUALITY, PDF_SCALE, downloadFile, pdfPage, renderSheetPdf as renderOrderPdf } from '../../lib/pdf';

const fileSafe = (text: string) =>
  text
    .trim()
    // eslint-disable-next-line no-control-regex -- control characters cannot be in a file name
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '')
    .replace(/\s+/g, '-') || 'client';

/** 'facture-{firstName}-{lastName}-{timestamp}.pdf' (SPEC 7); a client copy's ends '-{lang}.pdf'. */
export function pdfFileName(firstName: string, lastName: string, timestamp: number, copyLang?: string): string {
  return `facture-${fileSafe(firstName)}-${fileSafe(lastName)}-${timestamp}${copyLang ? `-${copyLang}` : ''}.pdf`;
}
