// A document sheet on screen as a PDF, made in the browser (SPEC 7): the sheet is drawn at scale 2 by
// html2canvas, then laid on a page of the image's size by jsPDF. Both load only when first needed
// (the service worker precaches their chunks, so this works offline). The bon de commande and the
// invoice share it.

/** html2canvas renders the document at twice its size (SPEC 9), for sharp text. */
export const PDF_SCALE = 2;
/** JPEG quality of the page image: sharp text, and a file well under 1 MB. */
export const PDF_JPEG_QUALITY = 0.85;
/** The width the document is laid out at for the PDF: A4's 210 mm at 96 dpi. */
export const PDF_DOCUMENT_WIDTH = 794;

/**
 * The PDF's page in millimetres for an image of `width` x `height` CSS pixels at 96 dpi (divide a
 * canvas rendered at PDF_SCALE by that scale first): portrait or landscape by its shape.
 */
export function pdfPage(width: number, height: number): { orientation: 'portrait' | 'landscape'; width: number; height: number } {
  const mm = (px: number) => (px / 96) * 25.4;
  return { orientation: width > height ? 'landscape' : 'portrait', width: mm(width), height: mm(height) };
}

export async function renderSheetPdf(sheet: HTMLElement, fileName: string): Promise<File> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas'), import('jspdf')]);
  const canvas = await html2canvas(sheet, {
    scale: PDF_SCALE,
    backgroundColor: '#ffffff',
    logging: false,
    // Laid out at A4 width whatever the screen: a phone's PDF is the same as a desktop's.
    windowWidth: Math.max(window.innerWidth, PDF_DOCUMENT_WIDTH + 400),
    onclone: (copy, clone) => {
      // Black on white whatever the screen's theme: a dark-mode sheet would print dark.
      copy.documentElement.setAttribute('data-mantine-color-scheme', 'light');
      clone.style.width = `${PDF_DOCUMENT_WIDTH}px`;
      clone.style.maxWidth = 'none';
      clone.style.border = '0';
      clone.style.borderRadius = '0';
      clone.style.boxShadow = 'none';
    },
  });
  const page = pdfPage(canvas.width / PDF_SCALE, canvas.height / PDF_SCALE);
  const pdf = new jsPDF({ orientation: page.orientation, unit: 'mm', format: [page.width, page.height], compress: true });
  pdf.setProperties({ title: fileName.replace(/\.pdf$/, '') });
  pdf.addImage(canvas.toDataURL('image/jpeg', PDF_JPEG_QUALITY), 'JPEG', 0, 0, page.width, page.height, undefined, 'FAST');
  return new File([pdf.output('blob')], fileName, { type: 'application/pdf' });
}

/** Saves a file through the browser's download. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task; a minute is ample for slow devices.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
