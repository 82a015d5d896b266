// jsPDF loads DOMPurify only for its .html() method, which this app never calls (the sheet is drawn by
// html2canvas, then laid on the page as an image): this module takes its place so its 28 KB never
// ship nor fill the precache.
const DOMPurify = {
  sanitize(): never {
    throw new Error('jsPDF .html() is not part of this build');
  },
};
export default DOMPurify;
