// Home's HTML is prerendered, so it paints before any JavaScript runs. The app's scripts are
// fetched after that first paint: on a slow connection the stylesheet and the paint then do not
// compete with ~140 KB of JavaScript (scripts/prerender.mjs points this loader at the entry).
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  // A tab opened in the background gets no animation frames until it is shown; start anyway.
  setTimeout(load, 1000);
})();
