// Started by src/boot.js while a page's code downloads, given the page's locale: loads the browser's
// number and date formatting data (ICU) here, off the page's main thread. The data is shared by the
// whole page, so the page's own first format, as it comes to life, then finds it ready.
self.onmessage = function (event) {
  new Intl.NumberFormat(event.data, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.DateTimeFormat(event.data, { dateStyle: 'long' }).format(0);
  self.close();
};
