// Runs before the first paint: apply the saved theme and the language of the URL, so nothing flashes.
(function () {
  var root = document.documentElement;
  var theme = 'light';
  try {
    var saved = JSON.parse(localStorage.getItem('vtc.customization') || '{}');
    if (saved && (saved.theme === 'dark' || saved.theme === 'light')) theme = saved.theme;
  } catch (e) {}
  root.setAttribute('data-mantine-color-scheme', theme);
  if (theme === 'dark') root.classList.add('dark');
  var lang = location.pathname.split('/')[1];
  if (lang === 'fr' || lang === 'en' || lang === 'ar') {
    root.lang = lang;
    root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  }
})();
