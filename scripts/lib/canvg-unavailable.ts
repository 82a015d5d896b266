// jsPDF loads canvg only to draw SVG into a PDF, which this app never does (the bon de commande is a
// bitmap of the page): this module takes its place so its 150 KB never ships nor fills the precache.
const Canvg = {
  fromString(): never {
    throw new Error('SVG drawing in PDFs is not part of this build');
  },
};
export default Canvg;
export { Canvg };
