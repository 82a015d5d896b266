// Runs before the first paint: apply the saved theme and the language of the URL, so nothing flashes.
(function () {
  var root = document.documentElement;
  // The theme: a page the server rendered says it already (from the cookie its request carried);
  // another (the app shell, a page the service worker kept) is painted in the theme of the cookie
  // (src/domain/page-theme.ts THEME_COOKIE). Not read from local storage: a first access to that would
  // hold the first paint while the browser opens it; nor the cookie when the page says: that too is
  // a question to the browser, answered late while it loads the page.
  if (!/^(light|dark)$/.test(root.getAttribute('data-mantine-color-scheme') || '')) {
    var saved = /(?:^|;\s*)vtc-theme=(light|dark)(?:;|$)/.exec(document.cookie);
    var theme = saved ? saved[1] : 'light';
    root.setAttribute('data-mantine-color-scheme', theme);
    if (theme === 'dark') root.classList.add('dark');
  }
  var lang = location.pathname.split('/')[1];
  if (lang === 'fr' || lang === 'en' || lang === 'ar') {
    root.lang = lang;
    root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  }

  // A page the server rendered shows before its code runs: a click on one of its controls until then
  // would do nothing, and what is typed into its fields the app would not know. Such clicks are held,
  // what is typed is noted, and both are done again, in their order, once the app has taken the page
  // over (src/app/early-actions.ts). Links are left alone: without the app they still lead to their page.
  var early = [];
  function serverPageHolds(element) {
    var root = document.getElementById('root');
    return element && root && root.contains(element) && document.getElementById('catalogue');
  }
  function hold(event) {
    var target = event.target && event.target.closest && event.target.closest('button, [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"], label');
    if (!serverPageHolds(target)) return;
    event.preventDefault();
    event.stopPropagation();
    early.push({ click: target });
  }
  function note(event) {
    var field = event.target;
    if (!serverPageHolds(field) || !/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName) || field.type === 'checkbox' || field.type === 'radio') return;
    var last = early[early.length - 1];
    if (last && last.field === field) last.value = field.value;
    else {
      // Its label too: the app may draw another field in its place (a richer one, once loaded).
      var label = field.labels && field.labels[0] ? field.labels[0].textContent : field.getAttribute('aria-label');
      early.push({ field: field, value: field.value, label: label });
    }
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  window.takeEarlyActions = function () {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('input', note, true);
    document.removeEventListener('change', note, true);
    var taken = early;
    early = [];
    return taken;
  };

  // A page the server drew paints before its code is fetched (server/render/template.ts): the code
  // named in #app-code starts once the page is parsed and has painted (afterFirstPaint).
  function startCode() {
    var data = document.getElementById('app-code');
    if (!data) return;
    var code = JSON.parse(data.textContent);
    function element(tag, attributes) {
      var element = document.createElement(tag);
      element.crossOrigin = '';
      for (var name in attributes) element[name] = attributes[name];
      return element;
    }
    document.head.appendChild(element('script', { type: 'module', src: code.entry }));
    // The preloads a few at a time, a task each: each fetch the page starts costs the phone a
    // moment, and forty at once would keep it from answering the visitor meanwhile.
    var preload = code.preload.slice();
    // The app waits for these links before it imports its screen (src/main.tsx): on a slow phone its
    // code can arrive first, and the import would then add every link not yet here in one long task.
    var preloaded;
    window.appCodePreloaded = new Promise(function (resolve) {
      preloaded = resolve;
    });
    (function next() {
      var batch = document.createDocumentFragment();
      for (var n = 0; n < 2 && preload.length; n++) batch.appendChild(element('link', { rel: 'modulepreload', href: preload.shift() }));
      document.head.appendChild(batch);
      if (preload.length) setTimeout(next);
      else preloaded();
    })();
  }
  // The first frame the browser draws may still be blank (the parser had not yet reached the
  // content), and code fetched from then on would share the link with the fonts and pictures the first
  // paint waits for: where the browser tells of its first contentful paint, the code waits for that;
  // elsewhere, for the first frame. A hidden page paints nothing: its code starts at once.
  var PAINT_DEADLINE_MS = 3000;
  function afterFirstPaint() {
    var started = false;
    function start() {
      if (started) return;
      started = true;
      startCode();
    }
    if (document.visibilityState === 'hidden') return start();
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
      return;
    }
    var observer = new PerformanceObserver(function (entries) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start);
    });
    observer.observe({ type: 'paint', buffered: true });
    // Should the paint not be told (the page hidden meanwhile), the code comes all the same.
    setTimeout(start, PAINT_DEADLINE_MS);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
