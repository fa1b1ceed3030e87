// Home's HTML, and a deep link's when its area rendered the screen on the server, paint their
// content before any JavaScript runs. The app's scripts are fetched after that first paint: on a
// slow connection the stylesheets and the paint then do not compete with ~140 KB of JavaScript.
// scripts/prerender.mjs and scripts/preloadLinks.mjs point this loader at the entry and list, in
// `data-preloads`, the files the screen's app needs, to fetch at once rather than one by one.
(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var preloads = [];
  try {
    preloads = JSON.parse(boot.getAttribute('data-preloads') || '[]');
  } catch (error) {
    // Only hints: without them the app fetches the same files as it goes.
  }
  var started = false;
  function preload(item) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = item.href;
    link.as = item.as;
    if (item.crossorigin) link.crossOrigin = item.crossorigin;
    // UnmatchedPage's Retry looks for these: a failed preload is handed to the next request.
    if (item.area) link.setAttribute('data-area', item.area);
    document.head.appendChild(link);
  }
  function load() {
    if (started) return;
    started = true;
    // A few files per task: starting a request costs the main thread a millisecond or two, and a
    // deep link's dozen in one go made a task long enough to block input on a slow phone.
    var next = 0;
    (function step() {
      for (var end = next + 3; next < end && next < preloads.length; next++) preload(preloads[next]);
      if (next < preloads.length) return setTimeout(step, 0);
      var script = document.createElement('script');
      script.src = entry;
      document.head.appendChild(script);
    })();
  }
  function afterFrame() {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  // Home fetches only its entry, which it needs soonest: it starts once its first frame is out.
  // A deep link's screen waits until that paint has been presented: its dozen preloads would
  // compete with the paint on a slow connection (and Lighthouse counts them into it).
  if (!preloads.length) afterFrame();
  else {
    try {
      var observer = new PerformanceObserver(function (list) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(load, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch (error) {
      afterFrame();
    }
  }
  // A tab opened in the background does not paint until it is shown; start anyway.
  setTimeout(load, 1000);
})();
