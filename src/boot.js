// Runs before the first paint: apply the saved theme and the language of the URL, so nothing flashes.
(function () {
  var root = document.documentElement;
  var theme = 'light';
  try {
    var saved = JSON.parse(localStorage.getItem('vtc.customization') || '{}');
    if (saved && (saved.theme === 'dark' || saved.theme === 'light')) theme = saved.theme;
  } catch {
    // No saved choice, or storage is off: the light theme.
  }
  root.setAttribute('data-mantine-color-scheme', theme);
  if (theme === 'dark') root.classList.add('dark');
  var lang = location.pathname.split('/')[1];
  if (lang === 'fr' || lang === 'en' || lang === 'ar') {
    root.lang = lang;
    root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  }

  // A page the server rendered shows before its code runs: a click on one of its controls until then
  // would do nothing. Such clicks are held and done again once the app has taken the page over
  // (main.tsx). Links are left alone: without the app they still lead to their page.
  var held = [];
  function hold(event) {
    var target = event.target && event.target.closest && event.target.closest('button, [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"], label');
    var root = document.getElementById('root');
    if (!target || !root || !root.contains(target) || !document.getElementById('catalogue')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  }
  document.addEventListener('click', hold, true);
  window.takeEarlyClicks = function () {
    document.removeEventListener('click', hold, true);
    var taken = held;
    held = [];
    return taken;
  };
})();
